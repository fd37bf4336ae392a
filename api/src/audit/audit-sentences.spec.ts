import { AUDIT_ACTIONS, type AuditAction } from './audit-actions';
import type { AuditDetails } from './audit-details';
import { auditRecord, auditSentence, auditTarget, AUDIT_WORDS } from './audit-sentences';
import { auditActionGroups } from './audit.views';
import type { AuditService } from './audit.service';
import type { Principal } from '../platform/access/principal';

const admin = { username: 'admin', userId: 1 };
/** The sentence of an entry of `action` with these details, typed by the action. */
const says = <A extends AuditAction>(
  action: A,
  details: AuditDetails[A],
  extra: { userId?: number | null; recordName?: string } = {},
) =>
  auditSentence(action, {
    ...admin,
    userId: 'userId' in extra ? (extra.userId ?? null) : 1,
    details,
    recordName: extra.recordName,
  });

describe('the audit log in words', () => {
  it.each(AUDIT_ACTIONS.map((a) => [a]))(
    '%s has a group, a filter label and a sentence without code, with or without details',
    (action) => {
      const words = AUDIT_WORDS[action];
      expect(words).toBeDefined();
      expect(words.group).toMatch(/^[A-Z][a-z]/);
      expect(words.label).toMatch(/^[A-Z][a-z]/);
      // An old entry whose text could not be read into details.
      const sentence = auditSentence(action, { ...admin, details: null });
      expect(sentence).toMatch(/^admin [a-z].*\.$/);
      // No action code, storage path or "#id" as the text.
      expect(sentence).not.toContain(action);
      expect(sentence).not.toMatch(/#\d|\/|\.(jpe?g|png|webp)/);
    },
  );

  it('groups every action once in the filter, in plain words', () => {
    const groups = auditActionGroups();
    const values = groups.flatMap((g) => g.options.map((o) => o.value));
    expect(values.sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(groups.map((g) => g.label)).toEqual(
      expect.arrayContaining(['Sign-in', 'Contact messages', 'Information sessions']),
    );
  });

  it('reads the recorded details as sentences', () => {
    expect(says('contacts.bulk-status', { count: 2, status: 'closed', selection: 'ids 3,2' })).toBe(
      'admin changed 2 contact messages to Closed.',
    );
    expect(says('session.create', { id: 3 }, { recordName: 'HrC Test: Information Session' })).toBe(
      'admin created the session “HrC Test: Information Session”.',
    );
    expect(says('session.delete', { id: 3 })).toBe('admin deleted a session.');
    expect(says('session-image.upload', { file: 'session-images/2026/11/ab12cd.webp' })).toBe(
      'admin uploaded a picture for a session.',
    );
    expect(says('contact.status', { id: 5, from: 'new', to: 'read', opened: true })).toBe(
      'admin opened a contact message, which moved from New to Read.',
    );
    expect(says('contact.status', { id: 5, from: 'read', to: 'replied' })).toBe(
      'admin changed a contact message from Read to Replied.',
    );
    expect(says('job.update', { id: 12, name: 'App Developer' })).toBe(
      'admin changed the job “App Developer”.',
    );
    const post = { noun: 'blog post', id: 4, name: 'Hello' };
    expect(says('content.revert', { ...post, version: 2 })).toBe(
      'admin reverted the blog post “Hello” to version 2.',
    );
    expect(says('content.revert', { ...post, revision: 3 })).toBe(
      'admin reverted the blog post “Hello” to revision 3.',
    );
    const news = { noun: 'news item', id: 9, name: 'Pune centre' };
    expect(says('content.proposal-publish', { ...news, by: 'meera' })).toBe(
      'admin published the proposed change to the news item “Pune centre”.',
    );
    expect(says('content.send-back', news)).toBe(
      'admin sent the news item “Pune centre” back to its editor.',
    );
    expect(says('user.role-change', { username: 'priya.hr', role: 'HR Manager' })).toBe(
      'admin changed the role of priya.hr to HR Manager.',
    );
    expect(says('registration.attendance', { id: 7, from: 'Registered', to: 'No-show' })).toBe(
      'admin marked a registration No-show (it was Registered).',
    );
    expect(says('contacts.export', { file: 'contacts.csv', rows: 12, search: 'rao' })).toBe(
      'admin exported 12 contact messages matching “rao” as CSV.',
    );
    expect(says('contact.note-delete', { id: 5, noteId: 9, author: 'admin' })).toBe(
      'admin deleted their own note on a contact message.',
    );
    expect(says('privacy.erase', { case: 'PR-7K2M', summary: 'deleted contacts 1' })).toBe(
      'admin erased a person’s data for case PR-7K2M.',
    );
  });

  it('makes an action’s sentence, record and target from its declared details', () => {
    // The same declaration, read three ways: what the list says, links and searches.
    const details: AuditDetails['application.resume'] = { id: 31, name: 'Asha Rao' };
    expect(says('application.resume', details)).toBe('admin opened the CV of Asha Rao.');
    expect(auditRecord('application.resume', details)).toEqual({
      kind: 'application',
      key: '31',
      name: 'Asha Rao',
    });
    expect(auditTarget('application.resume', details, admin)).toBe('application #31 Asha Rao');
    // The targets the list searches read as before details were recorded.
    expect(
      auditTarget(
        'content.revert',
        { ...{ noun: 'blog post', id: 4, name: 'Hi' }, revision: 3 },
        admin,
      ),
    ).toBe('blog post #4 "Hi" to revision 3');
    expect(
      auditTarget('contact.status', { id: 5, from: 'new', to: 'read', opened: true }, admin),
    ).toBe('contact #5: new → read (opened)');
    expect(auditTarget('account.password-change', {}, admin)).toBe('admin');
    // Wrong details for an action do not compile.
    // @ts-expect-error a job's details are its id and title, not a status change
    expect(() => says('job.create', { id: 1, from: 'new', to: 'read' })).not.toThrow();
  });

  it('records only the details of the action recorded (checked when compiled)', () => {
    const audit = {} as AuditService;
    const p = {} as Principal;
    // Never run: the compiler checks these calls (tsc -p api), the test that they are written.
    const calls = [
      () => audit.record(p, 'job.create', { id: 1, name: 'Analyst' }, undefined),
      // @ts-expect-error a job's details are its id and title, not a status change
      () => audit.record(p, 'job.create', { id: 1, from: 'new', to: 'read' }, undefined),
      // @ts-expect-error a sign-in failure needs its reason
      () => audit.recordFor({ userId: null, username: 'x' }, 'auth.login-failed', {}, undefined),
      // A choice of actions takes details that fit each of them …
      () =>
        audit.record(
          p,
          'contact.status' as 'contact.status' | 'registration.status',
          { id: 1, from: 'new', to: 'read' },
          undefined,
        ),
      () =>
        audit.record(
          p,
          'job.create' as 'job.create' | 'contact.status',
          // @ts-expect-error … so not a job's details when it may be a status change
          { id: 1, name: 'Analyst' },
          undefined,
        ),
    ];
    expect(calls).toHaveLength(5);
  });

  it('names the panel signed in to', () => {
    expect(says('auth.login', { panel: 'jobs-admin' })).toBe('admin signed in to the HR panel.');
    expect(says('auth.logout', { panel: 'admin' })).toBe('admin signed out of the staff panel.');
  });

  it('says why a sign-in failed', () => {
    const failed = (reason: AuditDetails['auth.login-failed']['reason'], userId: number | null) =>
      says('auth.login-failed', { reason }, { userId });
    expect(failed('password', 4)).toBe('admin could not sign in: wrong password.');
    expect(failed('password', null)).toBe('admin could not sign in: no account has this username.');
    expect(failed('account disabled', 4)).toBe('admin could not sign in: the account is disabled.');
    expect(failed('two-factor code', 4)).toBe('admin could not sign in: wrong two-factor code.');
    expect(auditSentence('auth.login-failed', { ...admin, details: null })).toBe(
      'admin could not sign in.',
    );
  });

  it('names the record an entry is about', () => {
    expect(auditRecord('session.update', { id: 7 })).toEqual({ kind: 'session', key: '7' });
    expect(auditRecord('job.create', { id: 12, name: 'App Developer' })).toEqual({
      kind: 'job',
      key: '12',
      name: 'App Developer',
    });
    expect(auditRecord('contact.note', { id: 5, noteId: 9 })).toEqual({
      kind: 'contact',
      key: '5',
    });
    expect(auditRecord('user.disable', { username: 'priya.hr' })).toMatchObject({
      kind: 'user',
      key: 'priya.hr',
    });
    expect(auditRecord('auth.login', { panel: 'admin' })).toBeNull();
    expect(auditRecord('job.create', null)).toBeNull();
  });
});
