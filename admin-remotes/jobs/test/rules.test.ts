import { describe, expect, it } from 'vitest';
import {
  applicationsText,
  DELETE_CONFIRM,
  descriptionPreview,
  draftProblems,
  emptyDraft,
  inputOf,
  JOB_DEPARTMENTS,
  JOB_MODES,
  JOB_STATUSES,
  JOB_TYPES,
  jobMessageTone,
  saveErrorMessage,
  toggleLabel,
} from '../src/rules';

describe('job card rules', () => {
  it('cuts the description at 150 characters plus an ellipsis', () => {
    const exact = 'x'.repeat(150);
    expect(descriptionPreview(exact)).toBe(exact);
    expect(descriptionPreview('y'.repeat(151))).toBe('y'.repeat(150) + '...');
    expect(descriptionPreview(`${'a'.repeat(149)} and more`)).toBe('a'.repeat(149) + '...');
    expect(descriptionPreview('')).toBe('');
    expect(descriptionPreview(null)).toBe('');
  });

  it('offers Deactivate for active jobs and Activate for inactive, draft and closed', () => {
    expect(toggleLabel('active')).toBe('Deactivate');
    expect(toggleLabel('inactive')).toBe('Activate');
    expect(toggleLabel('draft')).toBe('Activate');
    expect(toggleLabel('closed')).toBe('Activate');
  });
});

describe('job messages', () => {
  it("is green when the text contains 'successfully' or 'No job', otherwise red", () => {
    for (const text of [
      'Job created successfully!',
      'Job updated successfully!',
      'Job deleted successfully!',
      'Job activated successfully!',
      'Job deactivated successfully!',
      'No job postings found.',
    ])
      expect(jobMessageTone(text)).toBe('success');
    for (const text of [
      'Error loading jobs: boom',
      'Error saving job',
      'Error deleting job',
      'Error updating job status',
      'Saved',
    ])
      expect(jobMessageTone(text)).toBe('error');
  });

  it("says 'Error saving job' with the detail when there is one", () => {
    expect(saveErrorMessage(new Error('Title is required.'))).toBe(
      'Error saving job: Title is required.',
    );
    expect(saveErrorMessage(new Error(''))).toBe('Error saving job');
    expect(saveErrorMessage('?')).toBe('Error saving job');
  });

  it('asks before deleting', () => {
    expect(DELETE_CONFIRM).toBe('Are you sure you want to delete this job posting?');
  });
});

describe('job form', () => {
  it('has the fixed lists and the defaults', () => {
    expect(JOB_TYPES).toEqual(['Full-Time', 'Part-Time', 'Contract', 'Internship', 'Freelance']);
    expect(JOB_MODES).toEqual(['Remote', 'On-site', 'Hybrid', 'Flexible']);
    expect(JOB_DEPARTMENTS).toEqual([
      'Technology',
      'Marketing',
      'Sales',
      'HR',
      'Finance',
      'Operations',
      'Research',
    ]);
    expect(JOB_STATUSES).toEqual(['active', 'inactive', 'draft', 'closed']);
    expect(emptyDraft('2025-03-05')).toMatchObject({
      company: 'Kavach Genomics',
      department: 'Technology',
      type: 'Full-Time',
      mode: 'Remote',
      status: 'active',
      posted_date: '2025-03-05',
      application_deadline: '',
    });
  });

  it('requires title and location, and no deadline before the posted date', () => {
    expect(draftProblems(emptyDraft('2025-03-05'))).toEqual({
      title: 'Title is required.',
      location: 'Location is required.',
    });
    const ok = { ...emptyDraft('2025-03-05'), title: 'App Developer', location: 'Pune' };
    expect(draftProblems(ok)).toEqual({});
    expect(draftProblems({ ...ok, application_deadline: '2025-03-04' })).toEqual({
      application_deadline: 'The application deadline must not be before the posted date.',
    });
    expect(draftProblems({ ...ok, application_deadline: '2025-03-05' })).toEqual({});
  });

  it('sends trimmed fields, the default company when blank, and null for no deadline', () => {
    const body = inputOf({
      ...emptyDraft('2025-03-05'),
      title: ' App Developer ',
      location: ' Pune ',
      company: ' ',
    });
    expect(body).toMatchObject({
      title: 'App Developer',
      location: 'Pune',
      company: 'Kavach Genomics',
      application_deadline: null,
      posted_date: '2025-03-05',
    });
  });
});

describe("a posting's applications", () => {
  it('counts them with the New ones, in the singular for one, and says when there are none', () => {
    expect(applicationsText(12, 3)).toBe('12 applications, 3 new');
    expect(applicationsText(1, 1)).toBe('1 application, 1 new');
    expect(applicationsText(2, 0)).toBe('2 applications');
    expect(applicationsText(1, 0)).toBe('1 application');
    expect(applicationsText(0, 0)).toBe('No applications yet');
  });
});
