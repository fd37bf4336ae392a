import { describe, expect, it } from 'vitest';
import { daysBetween, postedAgo, todayInIndia } from './postedAgo';

const today = '2025-06-30';

describe('postedAgo: every band (days, weeks, 30-day months)', () => {
  it.each([
    ['same day', '2025-06-30', 'Today'],
    ['future date reads as today', '2025-07-02', 'Today'],
    ['1 day', '2025-06-29', '1 day ago'],
    ['2 days', '2025-06-28', '2 days ago'],
    ['6 days (last of the days band)', '2025-06-24', '6 days ago'],
    ['7 days = 1 week', '2025-06-23', '1 week ago'],
    ['13 days', '2025-06-17', '1 week ago'],
    ['14 days = 2 weeks', '2025-06-16', '2 weeks ago'],
    ['29 days (last of the weeks band)', '2025-06-01', '4 weeks ago'],
    ['30 days = 1 month', '2025-05-31', '1 month ago'],
    ['59 days', '2025-05-02', '1 month ago'],
    ['60 days = 2 months', '2025-05-01', '2 months ago'],
    ['365 days', '2024-06-30', '12 months ago'],
    ['across a leap day', '2024-02-28', '16 months ago'],
    ['a timestamp is read by its date', '2025-06-29T23:59:59.000Z', '1 day ago'],
    ['not a date', 'soon', ''],
  ])('%s', (_name, posted, expected) => {
    expect(postedAgo(posted, today)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it('counts calendar days across months and years', () => {
    expect(daysBetween('2024-12-31', '2025-01-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
});

describe('todayInIndia', () => {
  it('uses the Indian calendar date (UTC+5:30)', () => {
    expect(todayInIndia(new Date('2025-06-30T18:29:00Z'))).toBe('2025-06-30');
    expect(todayInIndia(new Date('2025-06-30T18:31:00Z'))).toBe('2025-07-01');
  });
});
