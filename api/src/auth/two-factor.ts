import { ConflictException } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Keyring } from '../platform/config/keyring';
import { openWith, sealWith } from '../platform/config/sealed-secret';
import { hashPassword, verifyPassword } from './passwords';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const TOTP_ISSUER = 'Kavach Genomics';
/** One step either side: a code typed as it rolls over, or a phone clock a little off. */
const TOLERANCE_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;

/** A sealed secret whose key is not in TOTP_ENCRYPTION_KEYS (retired) or that does not open. */
export const TWO_FACTOR_UNREADABLE =
  'Your two-factor sign-in cannot be checked: its key was retired. Ask your administrator to reset your two-factor sign-in.';

/** The HKDF info of TOTP secrets (the derivation of earlier releases too). */
const TOTP_SEAL = 'kavach totp secrets';

/** A TOTP secret sealed for storage under the ring's current key (sealed-secret.ts). */
export function sealSecret(secret: string, ring: Keyring): string {
  return sealWith(secret, ring, TOTP_SEAL);
}

/** The key id a sealed secret names (undefined: sealed before key ids, `iv.tag.ciphertext`). */
export function sealedKeyId(sealed: string): string | undefined {
  const parts = sealed.split('.');
  return parts.length === 4 ? parts[0] : undefined;
}

/**
 * Opens a secret sealed with any key of the ring; one sealed before key ids opens with the
 * ring's last key. 409 with TWO_FACTOR_UNREADABLE when its key is gone or it does not open.
 */
export function openSecret(sealed: string, ring: Keyring): string {
  const secret = openWith(sealed, ring, TOTP_SEAL);
  if (secret === null) throw new ConflictException(TWO_FACTOR_UNREADABLE);
  return secret;
}

export interface Enrolment {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as an SVG QR code (a data: URL an <img> can show). */
  qrCode: string;
}

export async function newEnrolment(username: string): Promise<Enrolment> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: username, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The time step a 6-digit code belongs to, or null when it is not valid now. Codes of a step
 * at or before `afterStep` (the last one used) are refused: a code works once.
 */
export async function verifiedStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    // TOTP results carry the time step the code belongs to (HOTP ones do not).
    return result.valid && 'timeStep' in result ? (result.timeStep as number) : null;
  } catch {
    return null; // e.g. afterTimeStep ahead of the clock window
  }
}

/** Ten random codes like "7KQ2M-XD4PA" (50 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * The SHA-256 digest of a recovery code as typed (case and dash do not matter). It is never
 * stored: rows hold an argon2id hash of it (salted, slow), so a copy of the table does not give
 * the 50-bit codes away to a fast search. Rows stored before held this digest itself; migration
 * 1763700007000 hashed them the same way, so those codes keep working.
 */
function recoveryCodeDigest(code: string): string {
  const normalised = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}

/** What is stored for a recovery code: argon2id (the password profile) of its digest. */
export function hashRecoveryCode(code: string): Promise<string> {
  return hashPassword(recoveryCodeDigest(code));
}

/**
 * The stored row `code` belongs to, or undefined. Each hash has its own salt, so every unused
 * code of the user is verified (at most ten, in parallel); the code step's attempt limits keep
 * this rare.
 */
export async function findRecoveryCode<T extends { hash: string }>(
  code: string,
  rows: T[],
): Promise<T | undefined> {
  const digest = recoveryCodeDigest(code);
  const matches = await Promise.all(rows.map((r) => verifyPassword(r.hash, digest)));
  return rows[matches.indexOf(true)];
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code.trim());
}
