/**
 * What each role can see and do, in one line, made from ROLE_PERMISSIONS (the table the API
 * enforces), so the Users tab's role picker cannot say more or less than a role may do.
 */
import { Permission, ROLE_PERMISSIONS, ROLES, roleLabel, type Role } from './permissions';

/** Each permission as a verb on a thing; typed by Permission, so a new one needs its words. */
export const PERMISSION_WORDS: Record<Permission, { verb: string; thing: string }> = {
  [Permission.SessionsManage]: { verb: 'manage', thing: 'information sessions' },
  [Permission.ContactsRead]: { verb: 'read', thing: 'contact messages' },
  [Permission.ContactsDelete]: { verb: 'delete', thing: 'contact messages' },
  [Permission.RegistrationsRead]: { verb: 'read', thing: 'session registrations' },
  [Permission.RegistrationsDelete]: { verb: 'delete', thing: 'session registrations' },
  [Permission.SubscribersRead]: { verb: 'read', thing: 'newsletter subscribers' },
  [Permission.SubscribersDelete]: { verb: 'delete', thing: 'newsletter subscribers' },
  [Permission.NewslettersSend]: { verb: 'write and send', thing: 'newsletters' },
  [Permission.ContentEdit]: { verb: 'write', thing: 'site content' },
  [Permission.ContentPublish]: { verb: 'publish', thing: 'site content' },
  [Permission.JobsManage]: { verb: 'manage', thing: 'job postings' },
  [Permission.ApplicationsRead]: { verb: 'read', thing: 'career applications' },
  [Permission.ApplicationsDelete]: { verb: 'delete', thing: 'career applications' },
  [Permission.DashboardRead]: { verb: 'see', thing: 'sign-ups per day' },
  [Permission.AuditRead]: { verb: 'read', thing: 'the audit log' },
  [Permission.UsersManage]: { verb: 'manage', thing: 'staff accounts' },
  [Permission.OutboxManage]: { verb: 'manage', thing: 'the mail outbox' },
  [Permission.PrivacyManage]: { verb: 'answer', thing: 'privacy requests' },
  [Permission.IntegrationsManage]: { verb: 'manage', thing: 'integration tokens' },
};

// jscpd:ignore-start: the API and the panel share only api/client (docs/testing.md).
/** 'a', 'a and b', 'a, b and c'. */
function joinAnd(parts: string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
// jscpd:ignore-end

/**
 * 'Can manage information sessions; read and delete contact messages, session registrations and
 * newsletter subscribers; …': the things a role holds, grouped by what it may do to them.
 */
export function roleSummary(role: string): string {
  const permissions = shown(ROLE_PERMISSIONS[role as Role] ?? []);
  if (!permissions.length) return 'Can do nothing yet: give the account a role.';
  // A role holding every permission: what only it can do, after the others' share.
  const all = Object.values(Permission);
  if (all.every((p) => permissions.includes(p))) {
    const others = new Set(
      ROLES.filter((r) => r !== role).flatMap((r) => [...ROLE_PERMISSIONS[r]]),
    );
    const own = all.filter((p) => !others.has(p));
    if (own.length && own.length < all.length)
      return `Can do everything the other roles can, and ${phrases(own).join('; ')}.`;
  }
  return `Can ${phrases(permissions).join('; ')}.`;
}

/** The lists whose sign-ups per day are charted above them (DashboardRead shows nothing else). */
const CHARTED: readonly Permission[] = [
  Permission.ContactsRead,
  Permission.RegistrationsRead,
  Permission.SubscribersRead,
  Permission.ApplicationsRead,
];

/** What a person will see of `permissions`: the charts only with a list they are drawn above. */
function shown(permissions: readonly Permission[]): readonly Permission[] {
  return permissions.some((p) => CHARTED.includes(p))
    ? permissions
    : permissions.filter((p) => p !== Permission.DashboardRead);
}

/** The things `permissions` reach, grouped by what may be done to them. */
function phrases(permissions: readonly Permission[]): string[] {
  // Each thing with its verbs, in the permission table's order.
  const verbs = new Map<string, string[]>();
  for (const p of Object.values(Permission)) {
    if (!permissions.includes(p)) continue;
    const { verb, thing } = PERMISSION_WORDS[p];
    verbs.set(thing, [...(verbs.get(thing) ?? []), verb]);
  }
  // Things with the same verbs together: 'read and delete contact messages and …'.
  const byVerbs = new Map<string, string[]>();
  for (const [thing, vs] of verbs) {
    const key = joinAnd(vs);
    byVerbs.set(key, [...(byVerbs.get(key) ?? []), thing]);
  }
  return [...byVerbs].map(([v, things]) => `${v} ${joinAnd(things)}`);
}

/** Every role with its label and summary, in the order of ROLES. */
export function roleChoices(): { role: Role; label: string; summary: string }[] {
  return ROLES.map((role) => ({ role, label: roleLabel(role), summary: roleSummary(role) }));
}
