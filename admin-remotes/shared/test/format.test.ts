import { describe, expect, it } from 'vitest';
import {
  consentText,
  formatDate,
  formatDateTime,
  orNA,
  plural,
  preview,
  todayInIndia,
  instantOfIndiaTime,
} from '../src/format';

// Some ICU versions put a narrow no-break space before AM/PM; the text is the same to a reader.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('formatDateTime (month as a word, to the minute, India time)', () => {
  const iso = '2026-11-23T13:32:42Z'; // 7:02:42 pm in India

  it('one format everywhere: day, month as a word, year, 12-hour time', () => {
    expect(plain(formatDateTime(iso))).toBe('23 Nov 2026, 7:02 pm');
  });

  it('cannot be read as dd/mm or mm/dd: 5 December is never 05/12', () => {
    const fifthOfDecember = '2026-12-05T04:30:00Z'; // 10:00 am in India
    expect(plain(formatDateTime(fifthOfDecember))).toBe('5 Dec 2026, 10:00 am');
    expect(formatDateTime(fifthOfDecember)).not.toMatch(/\d+\/\d+/);
  });

  it('shows India time: 18:30 UTC is already the next day, at 12 midnight', () => {
    expect(plain(formatDateTime('2026-01-04T18:35:00Z'))).toBe('5 Jan 2026, 12:05 am');
    expect(plain(formatDateTime('2026-01-05T06:30:00Z'))).toBe('5 Jan 2026, 12:00 pm');
  });

  it('reads a zone-less timestamp as UTC', () => {
    expect(formatDateTime('2026-11-23 13:32:42')).toBe(formatDateTime(iso));
  });

  it("shows 'N/A' for a missing date and 'Invalid Date' for garbage", () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime(undefined)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('not a date')).toBe('Invalid Date');
  });

  it('has no seconds', () => {
    expect(formatDateTime(iso)).not.toMatch(/:42/);
  });
});

describe('formatDate', () => {
  it('shows a calendar day as it is', () => {
    expect(formatDate('2025-12-31')).toBe('31 Dec 2025');
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
  });
  it('converts an instant to the India day', () => {
    expect(formatDate('2025-12-31T20:00:00Z')).toBe('1 Jan 2026');
  });
  it('applies the N/A and Invalid Date rules', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('31-31-31')).toBe('Invalid Date');
    expect(formatDate('2025-02-31')).toBe('Invalid Date');
  });
});

describe('instantOfIndiaTime', () => {
  it('reads the typed time as India time whatever the browser’s zone', () => {
    expect(instantOfIndiaTime('2026-11-27T18:45')).toBe('2026-11-27T13:15:00.000Z');
    expect(instantOfIndiaTime('2026-11-28T00:10:30')).toBe('2026-11-27T18:40:30.000Z');
  });
  it('is null for what is not a time', () => {
    expect(instantOfIndiaTime('')).toBeNull();
    expect(instantOfIndiaTime('2026-11-27')).toBeNull();
    expect(instantOfIndiaTime('2026-13-40T25:00')).toBeNull();
  });
});

describe('todayInIndia', () => {
  it('is the date in Asia/Kolkata', () => {
    expect(todayInIndia(new Date('2025-03-05T19:00:00Z'))).toBe('2025-03-06');
    expect(todayInIndia(new Date('2025-03-05T18:00:00Z'))).toBe('2025-03-05');
  });
});

describe('preview and N/A', () => {
  it('cuts a message to 50 characters plus an ellipsis', () => {
    const long = 'x'.repeat(51);
    expect(preview(long)).toBe('x'.repeat(50) + '...');
    expect(preview('x'.repeat(50))).toBe('x'.repeat(50));
    expect(preview(null)).toBe('');
  });
  it('shows N/A for an empty phone', () => {
    expect(orNA(null)).toBe('N/A');
    expect(orNA('  ')).toBe('N/A');
    expect(orNA('9876543210')).toBe('9876543210');
  });
});

describe('consentText', () => {
  it('names the notice version and when the person agreed, in the tab’s date style', () => {
    const r = { consent: { notice: '2026-11-23', agreed_at: '2026-11-23T13:32:00.000Z' } };
    expect(plain(consentText(r))).toBe('Notice 2026-11-23, agreed 23 Nov 2026, 7:02 pm');
  });
  it('says nothing was recorded for rows sent before the notice existed', () => {
    expect(consentText({ consent: null })).toMatch(/^Not recorded/);
  });
});

describe('plural', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(plural(1, 'record')).toBe('1 record');
    expect(plural(0, 'record')).toBe('0 records');
    expect(plural(2, 'application')).toBe('2 applications');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(12, 'entry', 'entries')).toBe('12 entries');
  });

  it('groups digits as India reads them', () => {
    expect(plural(1250000, 'record')).toBe('12,50,000 records');
  });
});
