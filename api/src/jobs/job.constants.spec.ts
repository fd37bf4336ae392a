import { isRealIsoDate } from './dto/job.dto';
import { daysBefore, todayInIndia, toggledStatus } from './job.constants';

describe('job rules', () => {
  it('toggles active → inactive and every other status → active', () => {
    expect(toggledStatus('active')).toBe('inactive');
    expect(toggledStatus('inactive')).toBe('active');
    expect(toggledStatus('draft')).toBe('active');
    expect(toggledStatus('closed')).toBe('active');
  });

  it("gives today's date in India, not in UTC", () => {
    expect(todayInIndia(new Date('2025-03-09T18:29:59Z'))).toBe('2025-03-09');
    expect(todayInIndia(new Date('2025-03-09T18:30:00Z'))).toBe('2025-03-10');
  });

  it('steps back calendar days across months and leap days', () => {
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2025-01-01', 2)).toBe('2024-12-30');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    expect(isRealIsoDate('2024-02-30')).toBe(false);
    expect(isRealIsoDate('2025-13-01')).toBe(false);
    expect(isRealIsoDate('2025-1-1')).toBe(false);
    expect(isRealIsoDate(20250101)).toBe(false);
  });
});
