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
  seatsText,
} from '../src/rules';

describe('session form rules', () => {
  const ok = {
    ...EMPTY_DRAFT,
    title: 'HrC Test: Information Session',
    date: '2025-03-05',
    startTime: '11:00',
    endTime: '12:30',
  };
  it('requires a title, the start date and both times; the image is optional', () => {
    expect(draftProblem(EMPTY_DRAFT)).toBe('Please give the session a title.');
    expect(invalidFields(EMPTY_DRAFT)).toEqual(['title', 'date', 'startTime', 'endTime']);
    expect(draftProblem({ ...ok, title: '  ' })).toBe('Please give the session a title.');
    expect(draftProblem({ ...ok, startTime: '' })).toBe('Please choose the start time.');
    expect(draftProblem(ok)).toBeNull();
  });
  it('refuses an end before the start: the date, and on one day the time', () => {
    expect(draftProblem({ ...ok, endDate: '2025-03-04' })).toMatch(/end date/);
    expect(draftProblem({ ...ok, endTime: '11:00' })).toBe(
      'The end time must be after the start time.',
    );
    // Over several days an earlier clock time on the last day is fine.
    expect(draftProblem({ ...ok, endDate: '2025-03-06', endTime: '09:00' })).toBeNull();
  });
  it('needs the place of an offline or hybrid session, a web meeting link, whole seats', () => {
    expect(draftProblem({ ...ok, mode: 'offline' })).toBe(
      'Please give the place of an offline or hybrid session.',
    );
    expect(draftProblem({ ...ok, mode: 'hybrid', place: 'Room 2' })).toBeNull();
    expect(draftProblem({ ...ok, meetingLink: 'meet.example.com' })).toMatch(/https:\/\//);
    expect(draftProblem({ ...ok, capacity: '0' })).toMatch(/whole number/);
    expect(draftProblem({ ...ok, capacity: '2.5' })).toMatch(/whole number/);
    expect(draftProblem({ ...ok, capacity: '40' })).toBeNull();
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
  it('sends what is not given as null, the capacity as a number', () => {
    expect(inputOf({ ...ok, title: ' HrC ', place: ' ', capacity: ' 30 ' })).toEqual({
      title: 'HrC',
      image: null,
      date: '2025-03-05',
      endDate: null,
      startTime: '11:00',
      endTime: '12:30',
      mode: 'online',
      place: null,
      meetingLink: null,
      capacity: 30,
      description: null,
      status: 'active',
    });
  });
  it('says how many seats are taken', () => {
    expect(seatsText({ capacity: 30, seatsTaken: 12 })).toBe('12 of 30 seats taken');
    expect(seatsText({ capacity: 2, seatsTaken: 2 })).toBe('2 of 2 seats taken (full)');
    expect(seatsText({ capacity: null, seatsTaken: 5 })).toBe('5 taken, no limit');
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
      'This session ended on 9 Mar 2025. An Active session that has ended is not shown on the website, and Close ended sessions (which also runs every hour) will mark it Expired. Save it as Active anyway?',
    );
  });
});
