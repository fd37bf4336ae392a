import { AUDIT_ACTIONS } from './audit-actions';
import { auditRecord, auditSentence, AUDIT_WORDS } from './audit-sentences';
import { auditActionGroups } from './audit.views';

const facts = (target: string, extra: { userId?: number | null; recordName?: string } = {}) => ({
  username: 'admin',
  userId: 'userId' in extra ? (extra.userId ?? null) : 1,
  target,
  recordName: extra.recordName,
});

describe('the audit log in words', () => {
  it.each(AUDIT_ACTIONS.map((a) => [a]))(
    '%s has a group, a filter label and a sentence without code',
    (action) => {
      const words = AUDIT_WORDS[action];
      expect(words).toBeDefined();
      expect(words.group).toMatch(/^[A-Z][a-z]/);
      expect(words.label).toMatch(/^[A-Z][a-z]/);
      const sentence = auditSentence(action, facts('x'));
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

  it('reads the recorded targets as sentences', () => {
    expect(auditSentence('contacts.bulk-status', facts('2 → closed; ids 3,2'))).toBe(
      'admin changed 2 contact messages to Closed.',
    );
    expect(
      auditSentence('session.create', facts('3', { recordName: 'HrC Test: Information Session' })),
    ).toBe('admin created the session “HrC Test: Information Session”.');
    expect(auditSentence('session.delete', facts('3'))).toBe('admin deleted a session.');
    expect(auditSentence('session-image.upload', facts('session-images/2026/11/ab12cd.webp'))).toBe(
      'admin uploaded a picture for a session.',
    );
    expect(auditSentence('contact.status', facts('contact #5: new → read (opened)'))).toBe(
      'admin opened a contact message, which moved from New to Read.',
    );
    expect(auditSentence('job.update', facts('job #12 App Developer'))).toBe(
      'admin changed the job “App Developer”.',
    );
    expect(auditSentence('content.revert', facts('blog post #4 "Hello" to version 2'))).toBe(
      'admin reverted the blog post “Hello” to version 2.',
    );
    expect(auditSentence('content.revert', facts('blog post #4 "Hello" to revision 3'))).toBe(
      'admin reverted the blog post “Hello” to revision 3.',
    );
    expect(
      auditSentence('content.proposal-publish', facts('news item #9 "Pune centre" (by meera)')),
    ).toBe('admin published the proposed change to the news item “Pune centre”.');
    expect(auditSentence('content.send-back', facts('news item #9 "Pune centre"'))).toBe(
      'admin sent the news item “Pune centre” back to its editor.',
    );
    expect(auditSentence('user.role-change', facts('priya.hr → HR Manager'))).toBe(
      'admin changed the role of priya.hr to HR Manager.',
    );
    expect(
      auditSentence('registration.attendance', facts('registration #7: Registered → No-show')),
    ).toBe('admin marked a registration No-show (it was Registered).');
    expect(auditSentence('contacts.export', facts('contacts.csv (12) matching "rao"'))).toBe(
      'admin exported 12 contact messages matching “rao” as CSV.',
    );
  });

  it('names the panel signed in to', () => {
    expect(auditSentence('auth.login', facts('jobs-admin'))).toBe(
      'admin signed in to the HR panel.',
    );
    expect(auditSentence('auth.logout', facts('admin'))).toBe(
      'admin signed out of the staff panel.',
    );
  });

  it('says why a sign-in failed', () => {
    const failed = (target: string, userId: number | null) =>
      auditSentence('auth.login-failed', facts(target, { userId }));
    expect(failed('password', 4)).toBe('admin could not sign in: wrong password.');
    expect(failed('password', null)).toBe('admin could not sign in: no account has this username.');
    expect(failed('account disabled', 4)).toBe('admin could not sign in: the account is disabled.');
    expect(failed('two-factor code', 4)).toBe('admin could not sign in: wrong two-factor code.');
  });

  it('names the record an entry is about', () => {
    expect(auditRecord('session.update', '7')).toEqual({ kind: 'session', key: '7' });
    expect(auditRecord('job.create', 'job #12 App Developer')).toEqual({
      kind: 'job',
      key: '12',
      name: 'App Developer',
    });
    expect(auditRecord('contact.note', 'contact #5: note #9')).toEqual({
      kind: 'contact',
      key: '5',
    });
    expect(auditRecord('user.disable', 'priya.hr')).toMatchObject({
      kind: 'user',
      key: 'priya.hr',
    });
    expect(auditRecord('auth.login', 'admin')).toBeNull();
  });
});
