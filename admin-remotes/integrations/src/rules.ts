/** The Integrations tab's texts and rules, kept apart from the components so tests can name them. */
import { formatDateTime } from '@kavach/admin-shared';
import type { IntegrationToken } from './api';

export const TITLE = 'Integrations';
export const INTRO =
  'An integration token lets another system (a CRM, a spreadsheet job) use the API with the permissions you choose. It needs no sign-in, acts under its own name in the audit log, and can be revoked at once.';
export const LOAD_ERROR = 'Error loading integration tokens';

/** The lifetimes offered (the API takes 1 to 365 days). */
export const EXPIRY_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '180', label: '180 days' },
  { value: '365', label: '1 year' },
] as const;
export const DEFAULT_EXPIRY = '90';

export const NAME_MAX = 48;
const NAME_REQUIRED = 'Name: say which system uses it, e.g. "CRM sync".';
const PERMISSIONS_REQUIRED = 'Choose at least one thing the token may do.';

/** What a draft lacks before it is sent, in the order of the form; null when it may be sent. */
export function draftProblem(draft: {
  name: string;
  permissions: readonly string[];
}): string | null {
  if (!draft.name.trim()) return NAME_REQUIRED;
  if (draft.permissions.length === 0) return PERMISSIONS_REQUIRED;
  return null;
}

export const STATUS_LABEL: Record<IntegrationToken['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** "12 Mar 2027, 10:15 am from 10.0.0.7", or "Never". */
export function lastUsedText(t: IntegrationToken): string {
  if (!t.lastUsedAt) return 'Never';
  return t.lastUsedFrom
    ? `${formatDateTime(t.lastUsedAt)} from ${t.lastUsedFrom}`
    : formatDateTime(t.lastUsedAt);
}

/** A secret shown once (SecretModal): a token's, or a webhook's signing secret. */
export interface ShownSecret {
  /** The dialog's title, naming what the secret belongs to. */
  title: string;
  /** What the secret is, for the copy button and its message: 'token', 'signing secret'. */
  what: string;
  /** What to do with it. */
  text: string;
  value: string;
  testId: string;
}

const SECRET_TEXT =
  'Copy this token now and store it where the other system keeps its secrets. It will not be shown again: only its first characters are kept here.';

/** A token just made, for SecretModal. */
export function tokenSecret(name: string, value: string): ShownSecret {
  return {
    title: `Token “${name}”`,
    what: 'token',
    text: SECRET_TEXT,
    value,
    testId: 'token-secret',
  };
}

export function revokeText(t: IntegrationToken): string {
  return `Revoke the token “${t.name}”? The system using it is refused from its next request. This cannot be undone.`;
}
