/**
 * A list's filters in words. The export button, the export message, the filter chips, the
 * empty text and the subscriber figures name the same search and dates the same way, so what
 * a screen says it shows, and what an export holds, can be read off it.
 */

import { plural } from './format';

/** The search and dates a list (or its export) applies; dates are YYYY-MM-DD in India time. */
export interface ListFilters {
  search?: string;
  from?: string;
  to?: string;
}

/** What a list holds, singular and plural: { one: 'contact', many: 'contacts' }. */
export interface Noun {
  one: string;
  many: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day as '1 Nov', with its year when that is not this year: '1 Nov 2024'. */
export function shortDay(day: string, today: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) return day;
  const text = `${Number(m[3])} ${month}`;
  return m[1] === today.slice(0, 4) ? text : `${text} ${m[1]}`;
}

/** 'from 1 Nov to 22 Nov', 'on 1 Nov', 'from 1 Nov', 'until 22 Nov', or '' without dates. */
export function rangePhrase({ from, to }: ListFilters, today: string): string {
  if (from && to)
    return from === to
      ? `on ${shortDay(from, today)}`
      : `from ${shortDay(from, today)} to ${shortDay(to, today)}`;
  if (from) return `from ${shortDay(from, today)}`;
  if (to) return `until ${shortDay(to, today)}`;
  return '';
}

/** 'matching "person 2" from 1 Nov to 22 Nov': the filters in words, or '' when none is on. */
export function filtersPhrase(f: ListFilters, today: string): string {
  return [f.search ? `matching "${f.search}"` : '', rangePhrase(f, today)]
    .filter(Boolean)
    .join(' ');
}

/**
 * What Export will download: 'Export 12 contacts from 1 Nov to 22 Nov', 'Export 5 matching
 * contacts', 'Export all 23 contacts' (no filter); 'about' when the count is an estimate.
 */
export function exportLabel(
  count: { total: number; estimated?: boolean },
  noun: Noun,
  f: ListFilters,
  today: string,
): string {
  const what = `${count.estimated ? 'about ' : ''}${plural(count.total, `${f.search ? 'matching ' : ''}${noun.one}`, `${f.search ? 'matching ' : ''}${noun.many}`)}`;
  const range = rangePhrase(f, today);
  if (range) return `Export ${what} ${range}`;
  return !f.search && count.total > 1 && !count.estimated ? `Export all ${what}` : `Export ${what}`;
}

/**
 * The spec's empty text naming the filters that are on: 'No contacts found.' becomes 'No
 * contacts found matching your search "zzz" from 1 Nov to 22 Nov.', and a tab's own filters
 * (their chips' labels) follow: 'No contacts found with Status: Closed.'
 */
export function emptyListText(
  base: string,
  f: ListFilters,
  today: string,
  others: readonly string[] = [],
): string {
  const words = [
    f.search ? `matching your search "${f.search}"` : '',
    rangePhrase(f, today),
    others.length ? `with ${others.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return words ? `${base.replace(/\.$/, '')} ${words}.` : base;
}

/** One removable chip of the active filters. */
export interface FilterChip {
  key: string;
  label: string;
  onRemove(): void;
}

/** The chips of a list's search and dates: 'Search: "x"', 'From: 1 Nov', 'To: 22 Nov'. */
export function filterChips(
  f: ListFilters,
  today: string,
  remove: { search(): void; from(): void; to(): void },
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (f.search)
    chips.push({ key: 'search', label: `Search: "${f.search}"`, onRemove: remove.search });
  if (f.from)
    chips.push({ key: 'from', label: `From: ${shortDay(f.from, today)}`, onRemove: remove.from });
  if (f.to) chips.push({ key: 'to', label: `To: ${shortDay(f.to, today)}`, onRemove: remove.to });
  return chips;
}
