import { createHmac, randomBytes } from 'node:crypto';

/**
 * Signatures of the Standard Webhooks scheme: a secret is `whsec_` and base64 of its bytes; the
 * signed content is `<webhook-id>.<webhook-timestamp>.<body>`, signed with HMAC-SHA256; the
 * `webhook-signature` header lists `v1,<base64 signature>` for each secret in use, separated
 * by spaces (two while a rotated secret's grace period lasts).
 */
const SECRET_PREFIX = 'whsec_';

export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The headers of one delivery attempt, signed with every secret given. */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signature(s, id, timestamp, body)).join(' '),
  };
}
