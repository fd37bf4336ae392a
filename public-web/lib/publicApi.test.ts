import { describe, expect, it } from 'vitest';
import {
  parseJobs,
  parseSessions,
  sessionDateLabel,
  sessionModeLabel,
  type PublicJobView,
  type SessionView,
} from './publicApi';
import { LOCALES } from './locale';
import { sessionsTextsIn } from '../i18n/pageTexts.testing';

const job: PublicJobView = {
  id: 3,
  company: 'Kavach Genomics',
  title: 'App Developer',
  type: 'Full-Time',
  mode: 'Hybrid',
  location: 'Mumbai',
  posted_date: '2025-06-01',
  description: 'd',
  requirements: 'r',
  responsibilities: 's',
  salary_range: '₹6L',
  url: '/about-us/careers/app-developer-3',
};

describe('parseJobs', () => {
  it('reads { status: success, data }', () => {
    expect(parseJobs({ status: 'success', data: [job] })).toEqual([job]);
  });
  it('drops untitled rows and reads a timestamp as its date', () => {
    const rows = [
      { ...job, title: '  ' },
      { ...job, posted_date: '2025-06-01T00:00:00.000Z' },
    ];
    expect(parseJobs({ status: 'success', data: rows })).toEqual([job]);
  });
  it.each([[null], ['text'], [{ status: 'error', data: [] }], [{ data: 'x' }], [[job]]])(
    '%j is not a jobs body',
    (body) => {
      // Bodies outside the schema, as a misbehaving server could send them.
      expect(parseJobs(body as never)).toBeNull();
    },
  );
  it('an empty list is a list', () =>
    expect(parseJobs({ status: 'success', data: [] })).toEqual([]));
});

describe('parseSessions', () => {
  const session: SessionView = {
    id: 1,
    title: 'HrC explained',
    image: '/api/files/s.png',
    date: '2025-11-12',
    endDate: null,
    time: '11:00 AM',
    startTime: '11:00',
    endTime: '12:00',
    mode: 'online',
    status: 'active',
    place: null,
    capacity: null,
    description: null,
  };
  it('reads { success: true, sessions }', () => {
    expect(parseSessions({ success: true, sessions: [session] })).toEqual([session]);
  });
  it('keeps only active sessions and defaults the title', () => {
    const out = parseSessions({
      success: true,
      sessions: [
        { ...session, status: 'expired' },
        { ...session, title: '' },
      ],
    });
    expect(out).toHaveLength(1);
    expect(out?.[0]?.title).toBe('Information Session');
  });
  it.each([[null], [{ success: false, sessions: [] }], [{ success: true }]])(
    '%j is not a sessions body',
    (body) => {
      expect(parseSessions(body as never)).toBeNull();
    },
  );
});

describe('session labels', () => {
  it('dates in the en-IN style, ranges when endDate differs', () => {
    expect(sessionDateLabel('2025-11-12')).toBe('12 November 2025');
    expect(sessionDateLabel('2025-11-12', '2025-11-12')).toBe('12 November 2025');
    expect(sessionDateLabel('2025-11-12', '2025-11-14')).toBe(
      '12 November 2025 – 14 November 2025',
    );
    expect(sessionDateLabel('To be announced')).toBe('To be announced');
  });
  it.each(LOCALES)('writes each month as %s-IN does, in Latin digits', (locale) => {
    const written = new Intl.DateTimeFormat(`${locale}-IN`, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    for (let month = 1; month <= 12; month++) {
      for (const day of ['01', '09', '28']) {
        const date = `2027-${String(month).padStart(2, '0')}-${day}`;
        expect(sessionDateLabel(date, null, locale)).toBe(
          written.format(Date.parse(`${date}T00:00:00Z`)),
        );
      }
    }
  });
  it("modes, in the page's language", () => {
    const en = sessionsTextsIn('en');
    expect(sessionModeLabel('online', en)).toBe('Online');
    expect(sessionModeLabel('Offline', en)).toBe('Offline (in person)');
    expect(sessionModeLabel('hybrid', en)).toBe('Hybrid (in person and online)');
    expect(sessionModeLabel('webinar', en)).toBe('webinar');
    expect(sessionModeLabel('offline', sessionsTextsIn('mr'))).toBe('प्रत्यक्ष');
  });
});
