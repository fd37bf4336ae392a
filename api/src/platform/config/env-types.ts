import { z } from 'zod';
import { isMailAddress } from '../mail/mailbox';
import { type Keyring, parseKeyring } from './keyring';

/* The kinds of value the environment variables hold (env.ts), each with its own check. */

declare module 'zod' {
  interface GlobalMeta {
    /**
     * What an optional variable with no default of its schema amounts to when unset, in words
     * (docs/configuration.md's Default column).
     */
    whenUnset?: string;
  }
}

/** Comma-separated list → trimmed, lower-cased, non-empty entries. */
export const csvList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

/** Comma-separated mail addresses, each checked; `def` when unset. */
export const mailList = (def: string) =>
  z
    .string()
    .default(def)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.every(isMailAddress), {
      message: 'must be one or more plain addresses separated by commas',
    });

/** `id:secret,id:secret` (the first signs): a Keyring, or an error naming what is wrong. */
export const keyring = z
  .string()
  .optional()
  .transform((v, ctx): Keyring | undefined => {
    if (v === undefined) return undefined;
    try {
      return parseKeyring(v);
    } catch (e) {
      ctx.addIssue({ code: 'custom', message: (e as Error).message });
      return z.NEVER;
    }
  });

export const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(def);

/** A host name, an IPv4 address or an IPv6 address (with or without brackets). */
export const HOST = /^(?:[A-Za-z0-9_.-]+|\[?[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*\]?)$/;
/**
 * node-postgres decodes the database name of a URL with decodeURI, which leaves these escaped:
 * a name holding one would reach the server still percent-encoded.
 */
export const URL_UNSAFE_DATABASE_NAME = /[#$&+,/:;=?@]|^\.\.?$/;
