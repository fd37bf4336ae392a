import { isRealIsoDate } from '../platform/dates/real-date';
import { daysBefore, toggledStatus } from './job.constants';

describe('job rules', () => {
  it('toggles active → inactive and every other status → active', () => {
    expect(toggledStatus('active')).toBe('inactive');
    expect(toggledStatus('inactive')).toBe('active');
    expect(toggledStatus('draft')).toBe('active');
    expect(toggledStatus('closed')).toBe('active');
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
