import { describe, expect, it } from 'vitest';
import { erasedText, eraseSummary, sameAddress } from '../src/rules';

const counts = {
  contacts: 2,
  registrations: 1,
  subscribers: 1,
  applications: 2,
  resumeFiles: 1,
  mails: 7,
  auditEntries: 1,
};

describe('eraseSummary', () => {
  it('names every kind that has rows, in words, and the audit entries kept anonymised', () => {
    expect(eraseSummary(counts)).toBe(
      'This will permanently delete 2 contact messages, 1 session registration, 1 newsletter subscription, ' +
        '2 career applications with 1 resume file and 7 mails, and anonymise 1 audit log entry ' +
        '(kept without the address and the name). This cannot be undone.',
    );
  });
  it('leaves out kinds with no rows', () => {
    const none = { ...counts, contacts: 0, registrations: 0, subscribers: 0, applications: 0 };
    expect(eraseSummary({ ...none, resumeFiles: 0, mails: 1, auditEntries: 0 })).toBe(
      'This will permanently delete 1 mail. This cannot be undone.',
    );
    expect(eraseSummary({ ...none, resumeFiles: 0, mails: 0, auditEntries: 3 })).toBe(
      'This will anonymise 3 audit log entries (kept without the address and the name).',
    );
  });
});

describe('erasedText', () => {
  it("says what the API erased, after the API's message", () => {
    expect(
      erasedText('asha@example.com', 'The personal data held for this address has been erased.', {
        contacts: 1,
        registrations: 0,
        subscribers: 0,
        applications: 1,
        resumeFiles: 1,
        mails: 4,
        mailFiles: 0,
        auditEntriesAnonymised: 2,
      }),
    ).toBe(
      'The personal data held for this address has been erased. Deleted for asha@example.com: ' +
        '1 contact message, 1 career application with 1 resume file and 4 mails; 2 audit log entries anonymised.',
    );
  });
});

describe('erasedText with only audit entries or nothing', () => {
  const zero = {
    contacts: 0,
    registrations: 0,
    subscribers: 0,
    applications: 0,
    resumeFiles: 0,
    mails: 0,
    mailFiles: 0,
  };
  it('says so', () => {
    expect(erasedText('a@x.com', 'Erased.', { ...zero, auditEntriesAnonymised: 2 })).toBe(
      'Erased. For a@x.com: 2 audit log entries anonymised.',
    );
    expect(
      erasedText('a@x.com', 'Nothing was erased.', { ...zero, auditEntriesAnonymised: 0 }),
    ).toBe('Nothing was erased.');
  });
});

describe('sameAddress', () => {
  it('ignores case and surrounding spaces, never matches an empty entry', () => {
    expect(sameAddress(' Asha@Example.com ', 'asha@example.com')).toBe(true);
    expect(sameAddress('xasha@example.com', 'asha@example.com')).toBe(false);
    expect(sameAddress('  ', '')).toBe(false);
  });
});
