import { describe, expect, it } from 'vitest';
import {
  canToggle,
  draftProblem,
  EMPTY_DRAFT,
  imageProblem,
  inputOf,
  invalidFields,
  REQUIRED_MESSAGE,
} from '../src/rules';

describe('session form rules', () => {
  it('requires image, start date and time', () => {
    expect(draftProblem(EMPTY_DRAFT)).toBe(REQUIRED_MESSAGE);
    expect(REQUIRED_MESSAGE).toBe('Please fill in all required fields and upload an image.');
    expect(draftProblem({ ...EMPTY_DRAFT, image: '/i.png', date: '2025-03-05', time: '  ' })).toBe(
      REQUIRED_MESSAGE,
    );
    expect(
      draftProblem({ ...EMPTY_DRAFT, image: '/i.png', date: '2025-03-05', time: '11:00 AM' }),
    ).toBeNull();
  });
  it('refuses an end date before the start', () => {
    expect(
      draftProblem({
        ...EMPTY_DRAFT,
        image: '/i',
        date: '2025-03-05',
        endDate: '2025-03-04',
        time: 't',
      }),
    ).toMatch(/end date/);
  });
  it('names the fields to fix, in the order of the form', () => {
    expect(invalidFields(EMPTY_DRAFT)).toEqual(['image', 'date', 'time']);
    expect(
      invalidFields({ ...EMPTY_DRAFT, image: '/i', date: '2025-03-05', endDate: '2025-03-04' }),
    ).toEqual(['endDate', 'time']);
    expect(
      invalidFields({ ...EMPTY_DRAFT, image: '/i', date: '2025-03-05', time: '11:00 AM' }),
    ).toEqual([]);
  });
  it('checks type and 5 MB before uploading', () => {
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/JPEG, PNG, GIF and WebP/);
    expect(imageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toMatch(/5 MB/);
  });
  it('offers the toggle for active and inactive sessions only', () => {
    expect(canToggle({ status: 'active' })).toBe(true);
    expect(canToggle({ status: 'inactive' })).toBe(true);
    expect(canToggle({ status: 'expired' })).toBe(false);
  });
  it('sends an empty end date as null and the default title when none is given', () => {
    expect(inputOf({ ...EMPTY_DRAFT, image: '/i', date: '2025-03-05', time: ' 11 AM ' })).toEqual({
      title: 'Information Session',
      image: '/i',
      date: '2025-03-05',
      endDate: null,
      time: '11 AM',
      mode: 'online',
      status: 'active',
    });
  });
});
