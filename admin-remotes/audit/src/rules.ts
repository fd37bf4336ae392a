/** Texts and small rules of the Audit Log tab. */
import { formatDate, plural } from '@kavach/admin-shared';

export const TITLE = 'Audit Log';
export const ALL_ACTIONS = 'All actions';
export const SEARCH_PLACEHOLDER = 'Search user or recorded detail...';
const EMPTY_TEXT = 'No audit entries yet.';
export const LOAD_ERROR = 'Error loading the audit log';

/** The filters that narrow the list, as the tab holds them. */
export interface AuditFilters {
  search?: string;
  username?: string;
  action?: string;
  from?: string;
  to?: string;
}

// jscpd:ignore-start: the API and the panel share only api/client (docs/testing.md).
/** 'a', 'a and b', 'a, b and c'. */
function joinAnd(parts: string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
// jscpd:ignore-end

/**
 * The empty list's text, naming the filters that emptied it: 'No audit entries for user
 * “bob” and action “job.create” from 1 Mar 2025 to 5 Mar 2025.'
 */
export function emptyText(f: AuditFilters): string {
  const parts: string[] = [];
  if (f.username) parts.push(`user “${f.username}”`);
  if (f.action) parts.push(`“${f.action}”`);
  if (f.search) parts.push(`search “${f.search}”`);
  let when = '';
  if (f.from && f.to) when = ` from ${formatDate(f.from)} to ${formatDate(f.to)}`;
  else if (f.from) when = ` from ${formatDate(f.from)} onward`;
  else if (f.to) when = ` up to ${formatDate(f.to)}`;
  if (!parts.length && !when) return EMPTY_TEXT;
  return `No audit entries${parts.length ? ` for ${joinAnd(parts)}` : ''}${when}.`;
}

/** '1 entry', '25 entries', 'About 40,000 entries' (a search's estimated total). */
export function countText(total: number, estimated: boolean): string {
  const text = plural(total, 'entry', 'entries');
  return estimated ? `About ${text}` : text;
}
