import { describe, expect, it } from 'vitest';
import { parseIndexParam } from './indexParam';

describe('parseIndexParam (integer within the list range)', () => {
  it.each([
    ['0', 31, 0],
    ['30', 31, 30],
    ['2', 3, 2],
    ['31', 31, null],
    ['99', 31, null],
    ['5', 3, null],
    ['-1', 31, null],
    ['-0', 31, null],
    ['01', 31, null],
    ['1.0', 31, null],
    ['1e1', 31, null],
    [' 1', 31, null],
    ['1 ', 31, null],
    ['abc', 31, null],
    ['', 31, null],
    ['0x1', 31, null],
    ['9999999999999', 31, null],
    ['0', 0, null],
  ])('%j of %i → %s', (raw, length, expected) => {
    expect(parseIndexParam(raw, length)).toBe(expected);
  });
});
