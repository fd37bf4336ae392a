import { createHmac, timingSafeEqual } from 'node:crypto';

/** The parts of an ALTCHA v2 payload the server checks. */
export interface AltchaPayload {
  challenge: { parameters: Record<string, unknown>; signature?: unknown };
  solution: { counter: unknown; derivedKey: unknown };
}

const MAX_UINT32 = 0xffffffff;
const LOWER_HEX = /^(?:[0-9a-f]{2})+$/;

/** JSON with object keys sorted at every level (ALTCHA's canonical form of the signed parameters). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const obj = value as Record<string, unknown>;
  // fromEntries keeps a `__proto__` key an own property, so it is signed like any other key.
  return Object.fromEntries(
    Object.keys(obj)
      .sort()
      .flatMap((k) => (obj[k] === undefined ? [] : [[k, sortKeys(obj[k])]])),
  );
}

function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function sameHex(a: unknown, b: string): boolean {
  return (
    typeof a === 'string' &&
    a.length === b.length &&
    timingSafeEqual(Buffer.from(a, 'latin1'), Buffer.from(b, 'latin1'))
  );
}

/**
 * Verifies a solution of a challenge made by `createChallenge` with both HMAC secrets (the
 * deterministic mode this API issues): not expired, parameters signed with `signatureSecret`,
 * and the solver's derived key signed with `keySignatureSecret`. The same checks as
 * altcha-lib's `verifySolution` (path "4a"), with node's synchronous HMAC instead of two
 * WebCrypto key imports per call, which cost a tenth of the contact form's CPU under load.
 * `altcha-verify.spec.ts` compares both verdicts on valid, tampered and expired payloads.
 * A challenge without `keySignature` was not issued by this API and is refused.
 */
export function verifyAltchaSolution(
  payload: AltchaPayload,
  signatureSecret: string,
  keySignatureSecret: string,
  nowSeconds = Date.now() / 1000,
): boolean {
  const { parameters, signature } = payload.challenge;
  const { counter, derivedKey } = payload.solution;
  if (typeof parameters.expiresAt === 'number' && parameters.expiresAt < nowSeconds) return false;
  if (!sameHex(signature, hmacHex(signatureSecret, canonicalJson(parameters)))) return false;
  if (typeof derivedKey !== 'string' || !LOWER_HEX.test(derivedKey)) return false;
  if (!Number.isInteger(counter) || (counter as number) < 0 || (counter as number) > MAX_UINT32) {
    return false;
  }
  if (typeof parameters.keySignature !== 'string') return false;
  return sameHex(
    parameters.keySignature,
    hmacHex(keySignatureSecret, Buffer.from(derivedKey, 'hex')),
  );
}
