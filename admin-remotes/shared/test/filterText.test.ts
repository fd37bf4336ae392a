import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../src/api';
import { exportSuccessMessage } from '../src/csv';
import { failureSentence } from '../src/failure';
import {
  emptyListText,
  exportLabel,
  filterChips,
  filtersPhrase,
  rangePhrase,
  shortDay,
} from '../src/filterText';

const TODAY = '2026-11-23';
const contacts = { one: 'contact', many: 'contacts' };

describe('the filters in words', () => {
  it('names a day without this year, and with another year', () => {
    expect(shortDay('2026-11-01', TODAY)).toBe('1 Nov');
    expect(shortDay('2024-02-29', TODAY)).toBe('29 Feb 2024');
    expect(shortDay('not a day', TODAY)).toBe('not a day');
  });

  it('names a range by its bounds', () => {
    expect(rangePhrase({ from: '2026-11-01', to: '2026-11-22' }, TODAY)).toBe(
      'from 1 Nov to 22 Nov',
    );
    expect(rangePhrase({ from: '2026-11-05', to: '2026-11-05' }, TODAY)).toBe('on 5 Nov');
    expect(rangePhrase({ from: '2025-12-30' }, TODAY)).toBe('from 30 Dec 2025');
    expect(rangePhrase({ to: '2026-01-02' }, TODAY)).toBe('until 2 Jan');
    expect(rangePhrase({}, TODAY)).toBe('');
    expect(filtersPhrase({ search: 'asha', from: '2026-11-01' }, TODAY)).toBe(
      'matching "asha" from 1 Nov',
    );
    expect(filtersPhrase({}, TODAY)).toBe('');
  });

  it('labels the export button with the count and the filters', () => {
    const range = { from: '2026-11-01', to: '2026-11-22' };
    expect(exportLabel({ total: 12 }, contacts, range, TODAY)).toBe(
      'Export 12 contacts from 1 Nov to 22 Nov',
    );
    expect(exportLabel({ total: 1 }, contacts, range, TODAY)).toBe(
      'Export 1 contact from 1 Nov to 22 Nov',
    );
    expect(exportLabel({ total: 23 }, contacts, {}, TODAY)).toBe('Export all 23 contacts');
    expect(exportLabel({ total: 0 }, contacts, {}, TODAY)).toBe('Export 0 contacts');
    expect(exportLabel({ total: 5 }, contacts, { search: 'x' }, TODAY)).toBe(
      'Export 5 matching contacts',
    );
    expect(exportLabel({ total: 5 }, contacts, { search: 'x', to: '2026-11-22' }, TODAY)).toBe(
      'Export 5 matching contacts until 22 Nov',
    );
    expect(exportLabel({ total: 1200, estimated: true }, contacts, { search: 'a' }, TODAY)).toBe(
      'Export about 1,200 matching contacts',
    );
  });

  it("keeps the spec's empty text and names the filters after it", () => {
    expect(emptyListText('No contacts found.', {}, TODAY)).toBe('No contacts found.');
    expect(emptyListText('No contacts found.', { search: 'zzz' }, TODAY)).toBe(
      'No contacts found matching your search "zzz".',
    );
    expect(
      emptyListText('No contacts found.', { from: '2026-11-01', to: '2026-11-02' }, TODAY),
    ).toBe('No contacts found from 1 Nov to 2 Nov.');
    expect(
      emptyListText('No subscription records found.', { search: 'a', to: '2026-11-02' }, TODAY),
    ).toBe('No subscription records found matching your search "a" until 2 Nov.');
    // A tab's own filters (status, owner) are named too: the one that hides everything is seen.
    expect(emptyListText('No contacts found.', {}, TODAY, ['Status: Closed'])).toBe(
      'No contacts found with Status: Closed.',
    );
    expect(
      emptyListText('No contacts found.', { search: 'zzz' }, TODAY, ['Status: New', 'Mine']),
    ).toBe('No contacts found matching your search "zzz" with Status: New, Mine.');
  });

  it('makes one removable chip per filter that is on', () => {
    const remove = { search: vi.fn(), from: vi.fn(), to: vi.fn() };
    const chips = filterChips({ search: 'asha', to: '2026-11-22' }, TODAY, remove);
    expect(chips.map((c) => c.label)).toEqual(['Search: "asha"', 'To: 22 Nov']);
    chips[1]!.onRemove();
    expect(remove.to).toHaveBeenCalledTimes(1);
    expect(filterChips({}, TODAY, remove)).toEqual([]);
  });

  it('repeats the count and the filters in the export message', () => {
    const result = { filename: 'contact_submissions_2026-11-01_to_2026-11-22.csv', records: 12 };
    expect(exportSuccessMessage(result, 'from 1 Nov to 22 Nov')).toBe(
      "CSV file 'contact_submissions_2026-11-01_to_2026-11-22.csv' downloaded successfully! (12 records from 1 Nov to 22 Nov)",
    );
    expect(exportSuccessMessage(result)).toBe(
      "CSV file 'contact_submissions_2026-11-01_to_2026-11-22.csv' downloaded successfully! (12 records)",
    );
  });
});

describe('a failure in a sentence', () => {
  it('words server failures itself and keeps the API’s own messages', () => {
    expect(failureSentence(new ApiRequestError(503, 'HTTP error! status: 503'))).toBe(
      'The server is not available right now. Please try again in a moment.',
    );
    expect(failureSentence(new ApiRequestError(502, ''))).toBe(
      'The server is not available right now. Please try again in a moment.',
    );
    expect(failureSentence(new ApiRequestError(500, 'Internal server error'))).toBe(
      'Something went wrong on the server. Please try again in a moment.',
    );
    expect(failureSentence(new ApiRequestError(429, 'Too Many Requests'))).toBe(
      'Too many requests. Please try again in a minute.',
    );
    expect(failureSentence(new ApiRequestError(400, 'to must be a date like 2024-10-31.'))).toBe(
      'to must be a date like 2024-10-31.',
    );
    expect(failureSentence(new ApiRequestError(404, 'HTTP error! status: 404'))).toBe(
      'The server refused the request.',
    );
    expect(
      failureSentence(
        new ApiRequestError(0, 'Network error. Please check your connection and try again.'),
      ),
    ).toBe('Network error. Please check your connection and try again.');
    expect(failureSentence(new Error(''))).toBe('Unknown error');
  });

  it('chooses its words by the API’s code, keeping the message where it carries the facts', () => {
    const refused = (status: number, message: string, code: string, fields?: object) =>
      failureSentence(
        new ApiRequestError(status, message, undefined, code as never, fields as never),
      );
    // The server's own trouble and the panel's are the panel's words, whatever the API said.
    expect(refused(500, 'Something went wrong on our side.', 'INTERNAL_ERROR')).toBe(
      'Something went wrong on the server. Please try again in a moment.',
    );
    expect(refused(503, 'The database is busy.', 'SERVICE_UNAVAILABLE')).toBe(
      'The server is not available right now. Please try again in a moment.',
    );
    // When to try again is the API's to say.
    expect(refused(429, 'Too many attempts. Please try again in 20 seconds.', 'RATE_LIMITED')).toBe(
      'Too many attempts. Please try again in 20 seconds.',
    );
    // A field this API no longer takes, or a body it cannot read: the open tab is out of date.
    const outdated =
      'This page is out of date. Reload it (your browser’s reload button) and try again.';
    expect(
      refused(400, 'Unknown field "colour".', 'VALIDATION_FAILED', { colour: 'UNKNOWN_FIELD' }),
    ).toBe(outdated);
    expect(refused(400, 'The request body is not valid JSON.', 'MALFORMED_BODY')).toBe(outdated);
    // Who changed a record and when, or which field is wrong: only the API knows.
    expect(
      refused(409, 'This item was changed by asha at 2:30 pm IST. Reload to see it.', 'CONFLICT'),
    ).toBe('This item was changed by asha at 2:30 pm IST. Reload to see it.');
    expect(
      refused(400, 'Title is required.', 'VALIDATION_FAILED', { title: 'FIELD_REQUIRED' }),
    ).toBe('Title is required.');
  });
});
