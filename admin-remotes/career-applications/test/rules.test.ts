import { describe, expect, it } from 'vitest';
import {
  applicationMailto,
  applicationTone,
  countLabel,
  emptyText,
  loadErrorMessage,
  MAIL_SUBJECT,
  mailBody,
  positionFromUrl,
  resumeFallbackName,
} from '../src/rules';

const applicant = { first_name: 'Asha', last_name: 'Rao Kulkarni', email: 'asha.rao@example.com' };

describe('the application mail draft', () => {
  it("has the fixed subject 'Regarding your job application' plus the company name", () => {
    expect(MAIL_SUBJECT).toBe('Regarding your job application at Kavach Genomics');
  });

  it('greets the applicant by name, thanks them for their interest and is signed HR Team', () => {
    const body = mailBody(applicant);
    expect(body.startsWith('Dear Asha Rao Kulkarni,\n')).toBe(true);
    expect(body).toMatch(/Thank you for your interest/);
    expect(body).toMatch(/\nHR Team(\n|$)/);
  });

  it('is a mailto link to the applicant with both parts encoded (%20, not +)', () => {
    const href = applicationMailto(applicant);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('asha.rao@example.com');
    expect(href).not.toContain('+');
    const params = new URLSearchParams(url.search);
    expect(params.get('subject')).toBe(MAIL_SUBJECT);
    expect(params.get('body')).toBe(mailBody(applicant));
  });

  it('keeps an address with special characters in one piece', () => {
    const href = applicationMailto({ ...applicant, email: 'a+b&c@example.com' });
    expect(href.startsWith('mailto:a%2Bb%26c@example.com?subject=')).toBe(true);
  });
});

describe('table and messages', () => {
  it('names a resume {First}_{Last}_Resume.{ext} when the answer does not', () => {
    expect(resumeFallbackName({ ...applicant, resume_name: 'cv final.DOCX' })).toBe(
      'Asha_Rao_Kulkarni_Resume.docx',
    );
    expect(resumeFallbackName({ ...applicant, resume_name: null })).toBe(
      'Asha_Rao_Kulkarni_Resume.pdf',
    );
  });

  it("counts 'N Applications'", () => {
    expect(countLabel(0)).toBe('0 Applications');
    expect(countLabel(1)).toBe('1 Application');
    expect(countLabel(12)).toBe('12 Applications');
  });

  it('shows errors in red and the no-data message in the info style', () => {
    expect(loadErrorMessage(new Error('HTTP error! status: 500'))).toBe(
      'Error loading applications: HTTP error! status: 500',
    );
    expect(applicationTone(loadErrorMessage(new Error('x')))).toBe('error');
    expect(applicationTone('No career applications found.')).toBe('info');
  });
});

describe('the filters in the texts', () => {
  it('names the dates in the empty text', () => {
    expect(emptyText(undefined, '', '', 'from 1 Nov to 22 Nov')).toBe(
      'No applications found from 1 Nov to 22 Nov.',
    );
    expect(emptyText('asha', 'App Developer', 'New', 'on 3 Nov')).toBe(
      'No applications match your search "asha" for the position "App Developer" with the status New on 3 Nov.',
    );
    expect(emptyText(undefined, '', '')).toBe('No applications found.');
  });

  it('opens filtered to the position of the address (a job card links there)', () => {
    expect(positionFromUrl('?tab=career-applications&position=App+Developer')).toBe(
      'App Developer',
    );
    expect(positionFromUrl('?tab=career-applications')).toBe('');
    expect(positionFromUrl(`?position=${'x'.repeat(201)}`)).toBe('');
  });

  it('counts applications in the singular for one', () => {
    expect(countLabel(1)).toBe('1 Application');
    expect(countLabel(2)).toBe('2 Applications');
  });
});
