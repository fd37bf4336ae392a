import { describe, expect, it } from 'vitest';
import {
  consentText,
  formatDate,
  formatDateTime,
  orNA,
  preview,
  todayInIndia,
} from '../src/format';

describe('formatDateTime (en-IN / en-US, to the minute, India time)', () => {
  const iso = '2025-03-05T09:15:42Z'; // 14:45 in India

  it('en-IN for contacts and registrations', () => {
    const s = formatDateTime(iso, 'en-IN');
    expect(s).toMatch(/^05\/03\/2025, 02:45\s?pm$/i);
  });

  it('en-US for subscribers and applications', () => {
    expect(formatDateTime(iso, 'en-US')).toMatch(/^03\/05\/2025, 02:45\s?PM$/);
  });

  it('reads a zone-less timestamp as UTC', () => {
    expect(formatDateTime('2025-03-05 09:15:42', 'en-US')).toBe(formatDateTime(iso, 'en-US'));
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
  it('shows a calendar day as it is, in each style', () => {
    expect(formatDate('2025-12-31', 'en-IN')).toBe('31/12/2025');
    expect(formatDate('2025-12-31', 'en-US')).toBe('12/31/2025');
  });
  it('converts an instant to the India day', () => {
    expect(formatDate('2025-12-31T20:00:00Z', 'en-IN')).toBe('01/01/2026');
  });
  it('applies the N/A and Invalid Date rules', () => {
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('31-31-31')).toBe('Invalid Date');
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
    expect(consentText(r, 'en-IN')).toBe('Notice 2026-11-23, agreed 23/11/2026, 07:02 pm');
  });
  it('says nothing was recorded for rows sent before the notice existed', () => {
    expect(consentText({ consent: null })).toMatch(/^Not recorded/);
  });
});
