import { Permission, ROLES } from './permissions';
import { roleChoices, roleSummary } from './role-words';

describe('what each role can see and do', () => {
  it('is made from the permission table', () => {
    expect(roleSummary('hr_manager')).toBe(
      'Can manage job postings; read and delete career applications; see sign-ups per day.',
    );
    // The charts are drawn above lists a Content Editor cannot open: nothing to promise.
    expect(roleSummary('content_editor')).toBe('Can write site content.');
    expect(roleSummary('kavach_admin')).toBe(
      'Can manage information sessions; read and delete contact messages, session registrations and newsletter subscribers; write and send newsletters; write and publish site content; see sign-ups per day.',
    );
    expect(roleSummary('nobody')).toBe('Can do nothing yet: give the account a role.');
  });

  it('names everything a System Admin holds', () => {
    const admin = roleSummary('admin');
    expect(admin).toBe(
      'Can do everything the other roles can, and read the audit log; manage staff accounts, the mail outbox and integration tokens; answer privacy requests.',
    );
    for (const thing of ['staff accounts', 'the audit log', 'the mail outbox', 'privacy requests'])
      expect(admin).toContain(thing);
    expect(Object.values(Permission).length).toBeGreaterThan(10);
  });

  it('lists every role once', () => {
    expect(roleChoices().map((r) => r.role)).toEqual([...ROLES]);
  });
});
