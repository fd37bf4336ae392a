import { readLegacyTime } from '../platform/database/legacy-session-time';
import { timesLabel } from './session-times';

describe('session times', () => {
  it('writes the shown text from the start and end', () => {
    expect(timesLabel('11:00', '12:30')).toBe('11:00 AM – 12:30 PM IST');
    expect(timesLabel('00:15:00', '13:05:00')).toBe('12:15 AM – 1:05 PM IST');
  });

  it('reads the old free-text times, an hour when only the start is given', () => {
    expect(readLegacyTime('11:00 AM – 12:30 PM IST')).toEqual({ start: '11:00', end: '12:30' });
    expect(readLegacyTime('10am-11:30am')).toEqual({ start: '10:00', end: '11:30' });
    expect(readLegacyTime('3:00 – 4:30 pm')).toEqual({ start: '15:00', end: '16:30' });
    expect(readLegacyTime('15:00')).toEqual({ start: '15:00', end: '16:00' });
    expect(readLegacyTime('7 PM IST')).toEqual({ start: '19:00', end: '20:00' });
    expect(readLegacyTime('To be announced')).toBeNull();
    expect(readLegacyTime('2 hours')).toBeNull();
  });
});
