import { describe, expect, it } from 'vitest';
import {
  canToggle,
  DELETE_CONFIRM,
  deleteConfirmText,
  draftProblem,
  EMPTY_DRAFT,
  endedActiveDay,
  endedActiveText,
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

describe('delete confirmation', () => {
  it("is the spec's question when the session has no registrations", () => {
    expect(deleteConfirmText(0)).toBe('Are you sure you want to delete this session?');
    expect(DELETE_CONFIRM).toBe('Are you sure you want to delete this session?');
  });
  it('says how many registrations the session has and that they are kept', () => {
    expect(deleteConfirmText(12)).toBe(
      "This session has 12 registrations. Deleting it keeps them in Registration Details, with the session's title, date and time as registered, but no longer linked to a session. Are you sure you want to delete this session?",
    );
    expect(deleteConfirmText(1)).toMatch(
      /^This session has 1 registration\. Deleting it keeps it in /,
    );
  });
});

describe('an Active session whose last day has passed', () => {
  const d = { ...EMPTY_DRAFT, image: '/i', time: 't' };
  const today = '2025-03-10';
  it('is the end date when there is one, else the start date', () => {
    expect(endedActiveDay({ ...d, date: '2025-03-01', endDate: '2025-03-09' }, today)).toBe(
      '2025-03-09',
    );
    expect(endedActiveDay({ ...d, date: '2025-03-09', endDate: '' }, today)).toBe('2025-03-09');
  });
  it('is not asked about for a session that ends today or later, or is not Active', () => {
    expect(endedActiveDay({ ...d, date: '2025-03-01', endDate: '2025-03-10' }, today)).toBeNull();
    expect(endedActiveDay({ ...d, date: '2025-03-10' }, today)).toBeNull();
    expect(endedActiveDay({ ...d, date: '2025-03-01', status: 'inactive' }, today)).toBeNull();
    expect(endedActiveDay({ ...d, date: '2025-03-01', status: 'expired' }, today)).toBeNull();
  });
  it('is named in the question (en-IN date)', () => {
    expect(endedActiveText('2025-03-09')).toBe(
      'This session ended on 9 Mar 2025. An Active session that has ended is not shown on the website, and the hourly expiry check will mark it Expired. Save it as Active anyway?',
    );
  });
});
