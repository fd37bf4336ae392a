import { todayIst } from '../dates/ist';
import { contactsExportName, filteredExportName, formatDateTime } from './export-format';

describe('export formats', () => {
  const at = new Date('2025-01-05T04:35:10Z'); // 10:05 IST

  it('formats to the minute in IST, day first, the month as a word, 12-hour time', () => {
    expect(formatDateTime(at)).toBe('5 Jan 2025, 10:05 am');
    expect(formatDateTime(new Date('2026-11-23T13:32:00Z'))).toBe('23 Nov 2026, 7:02 pm');
    expect(formatDateTime(new Date('2026-12-04T18:30:00Z'))).toBe('5 Dec 2026, 12:00 am');
    expect(formatDateTime(new Date('2026-09-01T06:30:00Z'))).toBe('1 Sept 2026, 12:00 pm');
    expect(formatDateTime(null)).toBe('');
  });

  it("matches Intl.DateTimeFormat('en-IN') (IST, to the minute)", () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const fixed = [
      '2025-01-04T18:30:00Z',
      '2025-01-05T06:29:59Z',
      '2025-01-05T06:30:00Z',
      '2024-02-28T18:30:00Z',
      '1999-12-31T18:29:00Z',
    ];
    const random = Array.from(
      { length: 20_000 },
      (_, i) => new Date(946684800000 + i * 104_729_113),
    );
    for (const d of [...fixed.map((s) => new Date(s)), ...random]) {
      expect(formatDateTime(d)).toBe(intl.format(d).replace(/[\u202f\u00a0]/g, ' '));
    }
    expect(formatDateTime('2025-01-05T04:35:10Z')).toBe('5 Jan 2025, 10:05 am');
    expect(formatDateTime('not a date')).toBe('');
  });

  it("takes today's date in IST (18:30 UTC is already the next day)", () => {
    expect(todayIst(new Date('2025-03-31T18:29:59Z'))).toBe('2025-03-31');
    expect(todayIst(new Date('2025-03-31T18:30:00Z'))).toBe('2025-04-01');
  });

  it('names contact exports by their range', () => {
    expect(contactsExportName(undefined, undefined, at)).toBe('contact_submissions_2025-01-05.csv');
    expect(contactsExportName('2024-10-01', '2024-10-31')).toBe(
      'contact_submissions_2024-10-01_to_2024-10-31.csv',
    );
    expect(contactsExportName('2024-10-01')).toBe('contact_submissions_from_2024-10-01.csv');
    expect(contactsExportName(undefined, '2024-10-31')).toBe(
      'contact_submissions_until_2024-10-31.csv',
    );
  });

  it('names registration and subscription exports with the filtered suffix', () => {
    expect(filteredExportName('registration_details', undefined, undefined, at)).toBe(
      'registration_details_2025-01-05.csv',
    );
    expect(filteredExportName('subscription_details', '2024-10-01', undefined, at)).toBe(
      'subscription_details_2025-01-05_filtered_2024-10-01_to_end.csv',
    );
    expect(filteredExportName('registration_details', undefined, '2024-10-31', at)).toBe(
      'registration_details_2025-01-05_filtered_start_to_2024-10-31.csv',
    );
  });
});
