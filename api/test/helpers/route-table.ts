// Who may call what: every route that is not @Public(), with the roles allowed to call it. The
// expected roles come from the role table in README.md (written out here, not read from the code
// under test).
import type request from 'supertest';
import { PASSWORD } from './auth';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Role =
  'admin' | 'kavach_admin' | 'hr_manager' | 'jobs_admin' | 'content_editor' | 'other';
// 'other' is a role the table does not know: labelled Admin, no permissions (may only see itself).
export const ROLES: Role[] = [
  'admin',
  'kavach_admin',
  'hr_manager',
  'jobs_admin',
  'content_editor',
];
export const ANY_USER: Role[] = [...ROLES, 'other'];
export const BAD_CALLERS = [
  'anonymous',
  'disabled',
  'expired',
  'tampered',
  'revoked',
  'idle',
] as const;
/** A token for a panel its user may no longer use (e.g. left off PANEL_JOBS_ADMIN_USERS): 403. */
export const WRONG_PANEL = 'wrong-panel';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const CONTENT: Role[] = ['admin', 'kavach_admin']; // sessions, contacts, registrations, subscribers, newsletters
const JOBS: Role[] = ['admin', 'hr_manager', 'jobs_admin']; // jobs, career applications
const ADMIN_ONLY: Role[] = ['admin'];
const CONTENT_EDITORS: Role[] = ['admin', 'kavach_admin', 'content_editor']; // the site's content
const CONTENT_PUBLISHERS: Role[] = ['admin', 'kavach_admin'];

export interface Row {
  method: Method;
  route: string;
  allowed: Role[];
  ok: number;
  /**
   * A concrete path; may create the record the call consumes (e.g. one to delete), for the
   * `caller` when it must be theirs (a note, a saved view).
   */
  path: (caller: string) => Promise<string> | string;
  send?: (r: request.Test) => request.Test;
  /** The call ends the caller's session (logout): use a fresh login for it. */
  freshToken?: boolean;
}

export function day(offset: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/** What the rows need from the running app: records to act on, made when a row is called. */
export interface RouteFixtures {
  newSession(): Promise<number>;
  newSubscriber(): Promise<number>;
  newJob(): Promise<number>;
  /** A draft newsletter of its own (one to change, send or delete). */
  newNewsletter(): Promise<number>;
  newApplication(): Promise<number>;
  /**
   * A news item of its own, a draft unless `state` says, written by `author` (default admin);
   * and a revision of a new one.
   */
  newContentItem(state?: 'trashed' | 'published', author?: string): Promise<number>;
  newContentRevision(): Promise<{ item: number; revision: number }>;
  /** An image of the media library of its own (its row: no files, none needed). */
  newImage(): Promise<string>;
  /** A contact / registration of its own (one to delete). */
  newContact(): Promise<number>;
  newRegistration(): Promise<number>;
  newFailedMail(): Promise<number>;
  /** A staff account to act on (create, role change, reset). */
  newUser(): Promise<number>;
  /** A live integration token of its own (one to revoke). */
  newIntegrationToken(): Promise<number>;
  /** A webhook of its own, and one of its deliveries (`<webhook id>/deliveries/<delivery id>`). */
  newWebhook(): Promise<number>;
  newWebhookDelivery(): Promise<string>;
  contactId(): number;
  registrationId(): number;
  applicationId(): number;
  /** A note on record `id` of `kind` written by `author` (the caller deletes their own). */
  newNote(
    kind: 'contacts' | 'registrations' | 'applications',
    id: number,
    author: string,
  ): Promise<number>;
  /** A saved view of the staff account `username` (none when there is no such account). */
  newSavedView(username: string): Promise<number>;
  session: Record<string, string>;
  job: Record<string, string>;
}

export function protectedRoutes(f: RouteFixtures): Row[] {
  return [
    // Any signed-in user
    {
      method: 'get',
      route: '/api/auth/me',
      allowed: ANY_USER,
      ok: 200,
      path: () => '/api/auth/me',
    },
    {
      method: 'post',
      route: '/api/auth/logout',
      allowed: ANY_USER,
      ok: 200,
      path: () => '/api/auth/logout',
      freshToken: true,
    },
    // A file ticket is the caller's own: the route it names still checks its permission.
    {
      method: 'post',
      route: '/api/auth/file-ticket',
      allowed: ANY_USER,
      ok: 200,
      path: () => '/api/auth/file-ticket',
      send: (r) => r.send({ path: '/api/admin/applications/1/resume/preview' }),
    },
    // My account (every signed-in user). Calls that would change the caller's credentials are
    // sent with a wrong current password or code: the guard let them through when the answer
    // is the account check's 400.
    {
      method: 'post',
      route: '/api/account/step-up',
      allowed: ANY_USER,
      ok: 204,
      path: () => '/api/account/step-up',
      send: (r) => r.send({ currentPassword: PASSWORD }),
    },
    {
      method: 'post',
      route: '/api/account/password',
      allowed: ANY_USER,
      ok: 400,
      path: () => '/api/account/password',
      send: (r) => r.send({ currentPassword: 'not my password', newPassword: 'x'.repeat(20) }),
    },
    {
      method: 'post',
      route: '/api/account/email',
      allowed: ANY_USER,
      ok: 400,
      path: () => '/api/account/email',
      send: (r) => r.send({ email: 'me@kavach.example', currentPassword: 'not my password' }),
    },
    {
      method: 'post',
      route: '/api/account/two-factor/recovery-codes',
      allowed: ANY_USER,
      ok: 409, // two-factor sign-in is off for the callers
      path: () => '/api/account/two-factor/recovery-codes',
    },
    {
      method: 'post',
      route: '/api/account/two-factor',
      allowed: ANY_USER,
      ok: 200,
      path: () => '/api/account/two-factor',
    },
    {
      method: 'post',
      route: '/api/account/two-factor/confirm',
      allowed: ANY_USER,
      ok: 400,
      path: () => '/api/account/two-factor/confirm',
      send: (r) => r.send({ code: '000000' }),
    },
    {
      method: 'post',
      route: '/api/account/two-factor/disable',
      allowed: ANY_USER,
      ok: 400,
      path: () => '/api/account/two-factor/disable',
      send: (r) => r.send({ code: '000000' }),
    },
    // Staff accounts (System Admin)
    {
      method: 'get',
      route: '/api/admin/users',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/users',
    },
    {
      method: 'get',
      route: '/api/admin/users/roles',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/users/roles',
    },
    {
      method: 'post',
      route: '/api/admin/users',
      allowed: ADMIN_ONLY,
      ok: 201,
      path: () => '/api/admin/users',
      send: (r) =>
        r.send({
          username: `new-${Math.random().toString(36).slice(2, 10)}`,
          email: `new-${Math.random().toString(36).slice(2, 10)}@kavach.example`,
          role: 'hr_manager',
        }),
    },
    {
      method: 'patch',
      route: '/api/admin/users/:id',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: async () => `/api/admin/users/${await f.newUser()}`,
      send: (r) => r.send({ role: 'jobs_admin' }),
    },
    {
      method: 'post',
      route: '/api/admin/users/:id/password-reset',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: async () => `/api/admin/users/${await f.newUser()}/password-reset`,
    },
    {
      method: 'delete',
      route: '/api/admin/users/:id/two-factor',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: async () => `/api/admin/users/${await f.newUser()}/two-factor`,
    },
    // Integration tokens (System Admin)
    {
      method: 'get',
      route: '/api/admin/integrations',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/integrations',
    },
    {
      method: 'get',
      route: '/api/admin/integrations/permissions',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/integrations/permissions',
    },
    {
      method: 'post',
      route: '/api/admin/integrations',
      allowed: ADMIN_ONLY,
      ok: 201,
      path: () => '/api/admin/integrations',
      send: (r) =>
        r.send({
          name: `token ${Math.random().toString(36).slice(2, 10)}`,
          permissions: ['contacts:read'],
          expiresInDays: 30,
        }),
    },
    {
      method: 'post',
      route: '/api/admin/integrations/:id/revoke',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: async () => `/api/admin/integrations/${await f.newIntegrationToken()}/revoke`,
    },
    // Webhooks (System Admin)
    {
      method: 'get',
      route: '/api/admin/webhooks',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/webhooks',
    },
    {
      method: 'get',
      route: '/api/admin/webhooks/events',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/webhooks/events',
    },
    {
      method: 'post',
      route: '/api/admin/webhooks',
      allowed: ADMIN_ONLY,
      ok: 201,
      path: () => '/api/admin/webhooks',
      // A public address written as one, so no name has to resolve.
      send: (r) => r.send({ url: 'https://93.184.215.14/hook', events: ['contact.received'] }),
    },
    {
      method: 'patch',
      route: '/api/admin/webhooks/:id',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: async () => `/api/admin/webhooks/${await f.newWebhook()}`,
      send: (r) => r.send({ description: 'changed' }),
    },
    {
      method: 'post',
      route: '/api/admin/webhooks/:id/rotate-secret',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: async () => `/api/admin/webhooks/${await f.newWebhook()}/rotate-secret`,
    },
    {
      method: 'delete',
      route: '/api/admin/webhooks/:id',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: async () => `/api/admin/webhooks/${await f.newWebhook()}`,
    },
    {
      method: 'get',
      route: '/api/admin/webhooks/:id/deliveries',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: async () => `/api/admin/webhooks/${await f.newWebhook()}/deliveries`,
    },
    {
      method: 'post',
      route: '/api/admin/webhooks/:id/deliveries/:deliveryId/redeliver',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: async () => `/api/admin/webhooks/${await f.newWebhookDelivery()}/redeliver`,
    },
    // Contacts, registrations, subscribers, sessions
    {
      method: 'get',
      route: '/api/admin/contacts',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/contacts',
    },
    {
      method: 'get',
      route: '/api/admin/contacts/export',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/contacts/export',
    },
    {
      method: 'get',
      route: '/api/admin/contacts/:id',
      allowed: CONTENT,
      ok: 200,
      path: () => `/api/admin/contacts/${f.contactId()}`,
    },
    {
      method: 'delete',
      route: '/api/admin/contacts/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/contacts/${await f.newContact()}`,
    },
    {
      method: 'get',
      route: '/api/admin/registrations',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/registrations',
    },
    {
      method: 'get',
      route: '/api/admin/registrations/export',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/registrations/export',
    },
    {
      method: 'get',
      route: '/api/admin/registrations/:id',
      allowed: CONTENT,
      ok: 200,
      path: () => `/api/admin/registrations/${f.registrationId()}`,
    },
    {
      method: 'delete',
      route: '/api/admin/registrations/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/registrations/${await f.newRegistration()}`,
    },
    {
      method: 'patch',
      route: '/api/admin/registrations/:id/attendance',
      allowed: CONTENT,
      ok: 200,
      path: () => `/api/admin/registrations/${f.registrationId()}/attendance`,
      send: (r) => r.send({ attendance: 'attended' }),
    },
    {
      method: 'get',
      route: '/api/admin/subscribers',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/subscribers',
    },
    {
      method: 'get',
      route: '/api/admin/subscribers/export',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/subscribers/export',
    },
    {
      method: 'get',
      route: '/api/admin/subscribers/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/subscribers/${await f.newSubscriber()}`,
    },
    {
      method: 'delete',
      route: '/api/admin/subscribers/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/subscribers/${await f.newSubscriber()}`,
    },
    {
      method: 'get',
      route: '/api/admin/newsletters',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/newsletters',
    },
    {
      method: 'post',
      route: '/api/admin/newsletters',
      allowed: CONTENT,
      ok: 201,
      path: () => '/api/admin/newsletters',
      send: (r) => r.send({ subject: 'News', body: 'Hello.' }),
    },
    {
      method: 'get',
      route: '/api/admin/newsletters/recipients',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/newsletters/recipients',
    },
    {
      method: 'get',
      route: '/api/admin/newsletters/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/newsletters/${await f.newNewsletter()}`,
    },
    {
      method: 'patch',
      route: '/api/admin/newsletters/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/newsletters/${await f.newNewsletter()}`,
      send: (r) => r.send({ subject: 'News', body: 'Hello.', version: 1 }),
    },
    {
      method: 'delete',
      route: '/api/admin/newsletters/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/newsletters/${await f.newNewsletter()}`,
    },
    {
      method: 'post',
      route: '/api/admin/newsletters/:id/test',
      allowed: CONTENT,
      ok: 400, // the callers have no e-mail address: the guard let them through
      path: async () => `/api/admin/newsletters/${await f.newNewsletter()}/test`,
    },
    {
      method: 'post',
      route: '/api/admin/newsletters/:id/send',
      allowed: CONTENT,
      ok: 409, // a count that is not the confirmed subscribers': nothing is sent
      path: async () => `/api/admin/newsletters/${await f.newNewsletter()}/send`,
      send: (r) => r.send({ expected: 999_999 }),
    },
    // The site's content: editors write, publishers publish
    {
      method: 'get',
      route: '/api/admin/content/:kind',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: () => '/api/admin/content/news',
    },
    {
      method: 'post',
      route: '/api/admin/content/:kind',
      allowed: CONTENT_EDITORS,
      ok: 201,
      path: () => '/api/admin/content/faq',
      send: (r) => r.send({ title: 'Is it safe?', fields: { section: 'hrc' } }),
    },
    {
      method: 'get',
      route: '/api/admin/content/:kind/:id',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: async () => `/api/admin/content/news/${await f.newContentItem()}`,
    },
    {
      method: 'patch',
      route: '/api/admin/content/:kind/:id',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: async () => `/api/admin/content/news/${await f.newContentItem()}`,
      send: (r) =>
        r.send({
          title: 'A changed title',
          date: '2026-11-02',
          fields: { image: '/images/news-1.svg', description: 'Changed.' },
          version: 1,
        }),
    },
    {
      method: 'post',
      route: '/api/admin/content/:kind/:id/publish',
      allowed: CONTENT_PUBLISHERS,
      ok: 200,
      path: async () => `/api/admin/content/news/${await f.newContentItem()}/publish`,
      send: (r) => r.send({ version: 1 }),
    },
    {
      method: 'post',
      route: '/api/admin/content/:kind/:id/unpublish',
      allowed: CONTENT_PUBLISHERS,
      ok: 409, // a draft is not on the site: the guard let them through
      path: async () => `/api/admin/content/news/${await f.newContentItem()}/unpublish`,
      send: (r) => r.send({ version: 1 }),
    },
    {
      // An editor may trash their own draft that was never published (the item is the caller's).
      method: 'delete',
      route: '/api/admin/content/:kind/:id',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: async (caller) =>
        `/api/admin/content/news/${await f.newContentItem(undefined, `u_${caller}`)}`,
    },
    {
      method: 'post',
      route: '/api/admin/content/:kind/:id/propose',
      allowed: CONTENT_EDITORS,
      ok: 409, // a draft is saved, not proposed: the guard let them through
      path: async () => `/api/admin/content/news/${await f.newContentItem()}/propose`,
      send: (r) =>
        r.send({
          title: 'A proposed title',
          date: '2026-11-02',
          fields: { image: '/images/news-1.svg', description: 'Proposed.' },
          version: 1,
        }),
    },
    {
      method: 'post',
      route: '/api/admin/content/:kind/:id/proposal/publish',
      allowed: CONTENT_PUBLISHERS,
      ok: 409, // nothing is proposed: the guard let them through
      path: async () => `/api/admin/content/news/${await f.newContentItem()}/proposal/publish`,
      send: (r) => r.send({ version: 1 }),
    },
    {
      method: 'post',
      route: '/api/admin/content/:kind/:id/proposal/discard',
      allowed: CONTENT_EDITORS,
      ok: 409, // nothing is proposed: the guard let them through
      path: async () => `/api/admin/content/news/${await f.newContentItem()}/proposal/discard`,
      send: (r) => r.send({ version: 1 }),
    },
    {
      method: 'post',
      route: '/api/admin/content/:kind/:id/submit',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: async () => `/api/admin/content/news/${await f.newContentItem()}/submit`,
      send: (r) => r.send({ version: 1 }),
    },
    // An item's translations: editors draft and submit, publishers publish and take off.
    {
      method: 'get',
      route: '/api/admin/content/:kind/:id/translations',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: async () => `/api/admin/content/news/${await f.newContentItem()}/translations`,
    },
    {
      method: 'put',
      route: '/api/admin/content/:kind/:id/translations/:language',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: async () => `/api/admin/content/news/${await f.newContentItem()}/translations/mr`,
      send: (r) =>
        r.send({ title: 'नवीन केंद्र', fields: { description: 'नवीन केंद्र सुरू.' }, version: 0 }),
    },
    ...(['submit', 'publish', 'unpublish'] as const).map((action) => ({
      method: 'post' as const,
      route: `/api/admin/content/:kind/:id/translations/:language/${action}`,
      allowed: action === 'submit' ? CONTENT_EDITORS : CONTENT_PUBLISHERS,
      ok: 409, // no translation yet: the guard let them through
      path: async () =>
        `/api/admin/content/news/${await f.newContentItem()}/translations/hi/${action}`,
      send: (r: import('supertest').Test) => r.send({ version: 0 }),
    })),
    {
      method: 'post',
      route: '/api/admin/content/:kind/:id/send-back',
      allowed: CONTENT_PUBLISHERS,
      ok: 409, // a draft is not waiting for review: the guard let them through
      path: async () => `/api/admin/content/news/${await f.newContentItem()}/send-back`,
      send: (r) => r.send({ version: 1, note: 'Add the address.' }),
    },
    {
      method: 'post',
      route: '/api/admin/content/:kind/bulk',
      allowed: CONTENT_PUBLISHERS,
      ok: 200, // the item is reported as left (it does not exist): the guard let them through
      path: () => '/api/admin/content/news/bulk',
      send: (r) => r.send({ action: 'publish', items: [{ id: 999_999, version: 1 }] }),
    },
    {
      method: 'get',
      route: '/api/admin/content-search',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: () => '/api/admin/content-search?search=centre',
    },
    {
      method: 'get',
      route: '/api/admin/content-review',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: () => '/api/admin/content-review',
    },
    {
      method: 'post',
      route: '/api/admin/content/:kind/:id/restore',
      allowed: CONTENT_PUBLISHERS,
      ok: 200,
      path: async () => `/api/admin/content/news/${await f.newContentItem('trashed')}/restore`,
    },
    {
      method: 'post',
      route: '/api/admin/content/:kind/:id/newsletter',
      allowed: CONTENT, // newsletters:send
      ok: 200,
      path: async () => `/api/admin/content/news/${await f.newContentItem('published')}/newsletter`,
    },
    {
      method: 'post',
      route: '/api/admin/content-images',
      allowed: CONTENT_EDITORS,
      ok: 201,
      path: () => '/api/admin/content-images',
      send: (r) =>
        r
          .field('alt', 'A red dot')
          .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' }),
    },
    {
      method: 'get',
      route: '/api/admin/content-images',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: () => '/api/admin/content-images?search=dot',
    },
    {
      method: 'get',
      route: '/api/admin/content-images/:name',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: async () => `/api/admin/content-images/${await f.newImage()}`,
    },
    {
      method: 'patch',
      route: '/api/admin/content-images/:name',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: async () => `/api/admin/content-images/${await f.newImage()}`,
      send: (r) => r.send({ alt: 'A blue dot' }),
    },
    {
      method: 'delete',
      route: '/api/admin/content-images/:name',
      allowed: CONTENT_PUBLISHERS,
      ok: 200,
      path: async () => `/api/admin/content-images/${await f.newImage()}`,
    },
    {
      method: 'post',
      route: '/api/admin/content/:kind/:id/preview',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: async () => `/api/admin/content/news/${await f.newContentItem()}/preview`,
    },
    {
      method: 'get',
      route: '/api/admin/content/:kind/:id/revisions',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: async () => `/api/admin/content/news/${await f.newContentItem()}/revisions`,
    },
    {
      method: 'get',
      route: '/api/admin/content/:kind/:id/revisions/compare',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: async () => {
        const { item, revision } = await f.newContentRevision();
        return `/api/admin/content/news/${item}/revisions/compare?from=${revision}&to=${revision}`;
      },
    },
    {
      method: 'post',
      route: '/api/admin/content/:kind/:id/revisions/:revision/restore',
      allowed: CONTENT_EDITORS,
      ok: 200,
      path: async () => {
        const { item, revision } = await f.newContentRevision();
        return `/api/admin/content/news/${item}/revisions/${revision}/restore`;
      },
      send: (r) => r.send({ version: 1 }),
    },
    {
      method: 'get',
      route: '/api/admin/sessions',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/sessions',
    },
    {
      method: 'post',
      route: '/api/admin/sessions',
      allowed: CONTENT,
      ok: 201,
      path: () => '/api/admin/sessions',
      send: (r) => r.send(f.session),
    },
    {
      method: 'put',
      route: '/api/admin/sessions/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/sessions/${await f.newSession()}`,
      send: (r) => r.send(f.session),
    },
    {
      method: 'patch',
      route: '/api/admin/sessions/:id/toggle',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/sessions/${await f.newSession()}/toggle`,
    },
    {
      method: 'delete',
      route: '/api/admin/sessions/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/sessions/${await f.newSession()}`,
    },
    {
      method: 'post',
      route: '/api/admin/sessions/check-expired',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/sessions/check-expired',
    },
    {
      method: 'post',
      route: '/api/admin/uploads/session-image',
      allowed: CONTENT,
      ok: 201,
      path: () => '/api/admin/uploads/session-image',
      send: (r) => r.attach('image', PNG, { filename: 'a.png', contentType: 'image/png' }),
    },
    // Jobs and career applications
    {
      method: 'get',
      route: '/api/admin/jobs',
      allowed: JOBS,
      ok: 200,
      path: () => '/api/admin/jobs',
    },
    {
      method: 'post',
      route: '/api/admin/jobs',
      allowed: JOBS,
      ok: 201,
      path: () => '/api/admin/jobs',
      send: (r) => r.send(f.job),
    },
    {
      method: 'put',
      route: '/api/admin/jobs/:id',
      allowed: JOBS,
      ok: 200,
      path: async () => `/api/admin/jobs/${await f.newJob()}`,
      send: (r) => r.send(f.job),
    },
    {
      method: 'patch',
      route: '/api/admin/jobs/:id/toggle',
      allowed: JOBS,
      ok: 200,
      path: async () => `/api/admin/jobs/${await f.newJob()}/toggle`,
    },
    {
      method: 'delete',
      route: '/api/admin/jobs/:id',
      allowed: JOBS,
      ok: 200,
      path: async () => `/api/admin/jobs/${await f.newJob()}`,
    },
    {
      method: 'get',
      route: '/api/admin/applications',
      allowed: JOBS,
      ok: 200,
      path: () => '/api/admin/applications',
    },
    {
      method: 'get',
      route: '/api/admin/applications/:id',
      allowed: JOBS,
      ok: 200,
      path: async () => `/api/admin/applications/${await f.newApplication()}`,
    },
    {
      method: 'delete',
      route: '/api/admin/applications/:id',
      allowed: JOBS,
      ok: 200,
      path: async () => `/api/admin/applications/${await f.newApplication()}`,
    },
    {
      method: 'get',
      route: '/api/admin/applications/:id/resume',
      allowed: JOBS,
      ok: 200,
      path: async () => `/api/admin/applications/${await f.newApplication()}/resume`,
    },
    // The PDF preview a frame of the panel opens: the same readers as the download.
    {
      method: 'get',
      route: '/api/admin/applications/:id/resume/preview',
      allowed: JOBS,
      ok: 200,
      path: async () => `/api/admin/applications/${await f.newApplication()}/resume/preview`,
    },
    // The inbox of contacts, registrations and applications: who may read a kind may change
    // its status, open it, write notes and act in bulk (delete in bulk: its delete permission).
    ...(['contacts', 'registrations', 'applications'] as const).flatMap((kind): Row[] => {
      const allowed = kind === 'applications' ? JOBS : CONTENT;
      const id = () =>
        kind === 'contacts'
          ? f.contactId()
          : kind === 'registrations'
            ? f.registrationId()
            : f.applicationId();
      const status = kind === 'applications' ? 'reviewed' : 'read';
      return [
        {
          method: 'patch',
          route: `/api/admin/${kind}/:id/status`,
          allowed,
          ok: 200,
          path: () => `/api/admin/${kind}/${id()}/status`,
          send: (r) => r.send({ status }),
        },
        {
          method: 'post',
          route: `/api/admin/${kind}/:id/open`,
          allowed,
          ok: 200,
          path: () => `/api/admin/${kind}/${id()}/open`,
        },
        {
          method: 'get',
          route: `/api/admin/${kind}/:id/notes`,
          allowed,
          ok: 200,
          path: () => `/api/admin/${kind}/${id()}/notes`,
        },
        {
          method: 'post',
          route: `/api/admin/${kind}/:id/notes`,
          allowed,
          ok: 201,
          path: () => `/api/admin/${kind}/${id()}/notes`,
          send: (r) => r.send({ body: 'A note' }),
        },
        {
          method: 'delete',
          route: `/api/admin/${kind}/:id/notes/:noteId`,
          allowed,
          ok: 200,
          path: async (caller) =>
            `/api/admin/${kind}/${id()}/notes/${await f.newNote(kind, id(), `u_${caller}`)}`,
        },
        {
          method: 'post',
          route: `/api/admin/${kind}/bulk`,
          allowed,
          ok: 200,
          path: () => `/api/admin/${kind}/bulk`,
          send: (r) => r.send({ action: 'status', status, ids: [id()], expected: 1 }),
        },
      ];
    }),
    {
      method: 'get',
      route: '/api/admin/applications/status-counts',
      allowed: JOBS,
      ok: 200,
      path: () => '/api/admin/applications/status-counts',
    },
    {
      method: 'get',
      route: '/api/admin/applications/export',
      allowed: JOBS,
      ok: 200,
      path: () => '/api/admin/applications/export',
    },
    // The New counts of the tab labels: every signed-in user (only the tabs they may read).
    {
      method: 'get',
      route: '/api/admin/inbox-counts',
      allowed: ANY_USER,
      ok: 200,
      path: () => '/api/admin/inbox-counts',
    },
    // Saved views: of the tabs the caller may read (here the contacts tab); deleting one's own.
    {
      method: 'get',
      route: '/api/admin/saved-views',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/saved-views?tab=contacts',
    },
    {
      method: 'post',
      route: '/api/admin/saved-views',
      allowed: CONTENT,
      ok: 201,
      path: () => '/api/admin/saved-views',
      send: (r) =>
        r.send({
          tab: 'contacts',
          name: `View ${Math.random().toString(36).slice(2, 10)}`,
          query: { status: ['new'] },
        }),
    },
    {
      method: 'delete',
      route: '/api/admin/saved-views/:id',
      allowed: ANY_USER,
      ok: 200,
      path: async (caller) => `/api/admin/saved-views/${await f.newSavedView(`u_${caller}`)}`,
    },
    // Every staff role sees its own figures
    {
      method: 'get',
      route: '/api/admin/dashboard',
      allowed: ROLES,
      ok: 200,
      path: () => '/api/admin/dashboard',
    },
    // System admin only
    {
      method: 'get',
      route: '/api/admin/audit',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/audit',
    },
    {
      method: 'get',
      route: '/api/admin/audit/actions',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/audit/actions',
    },
    {
      method: 'get',
      route: '/api/admin/outbox',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/outbox',
    },
    {
      method: 'get',
      route: '/api/admin/outbox/:id',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: async () => `/api/admin/outbox/${await f.newFailedMail()}`,
    },
    {
      method: 'post',
      route: '/api/admin/outbox/:id/retry',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: async () => `/api/admin/outbox/${await f.newFailedMail()}/retry`,
    },
    // Privacy requests (System Admin): a person's data by address
    {
      method: 'post',
      route: '/api/admin/privacy/lookup',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/privacy/lookup',
      send: (r) => r.send({ email: 'a@x.io' }),
    },
    {
      method: 'post',
      route: '/api/admin/privacy/export',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/privacy/export',
      send: (r) => r.send({ email: 'a@x.io' }),
    },
    {
      method: 'post',
      route: '/api/admin/privacy/erase',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/privacy/erase',
      send: (r) => r.send({ email: 'erase-me@x.io', confirmation: 'erase-me@x.io' }),
    },
  ];
}
