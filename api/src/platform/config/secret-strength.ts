import { passwordProblemNow, zxcvbn } from '../passwords/password-policy';
import type { Keyring } from './keyring';

/**
 * Below this many estimated guesses (10^20, about 66 bits) a secret is "obviously low entropy":
 * a repeated character, a word, a keyboard walk, a common password repeated. Random secrets of
 * 32+ characters score 10^30 and more; zxcvbn reads their first 40 characters (it slows down
 * sharply beyond that: ~0.2 s per key at 40).
 */
const MIN_GUESSES_LOG10 = 20;
const ESTIMATED_LENGTH = 40;

/** Estimates already made in this process (a key is judged once, however often env is read). */
const judged = new Map<string, string | null>();

/** Why `secret` is too easy to guess, or null. */
function secretWeakness(secret: string): string | null {
  const sample = secret.slice(0, ESTIMATED_LENGTH);
  if (new Set(sample).size < 8) return 'has too few different characters';
  if (!judged.has(sample)) {
    const { guessesLog10 } = zxcvbn().check(sample);
    judged.set(
      sample,
      guessesLog10 < MIN_GUESSES_LOG10
        ? 'is too easy to guess (a repeated pattern, a word or a common password)'
        : null,
    );
  }
  return judged.get(sample)!;
}

export interface ProductionSecrets {
  rings: Record<string, Keyring>;
  admin?: { username: string; password: string };
}

/**
 * What production refuses to start with, one line per variable: a key that is easy to guess,
 * a purpose's signing key used by another purpose, an ADMIN_PASSWORD that fails the password
 * rule. Never prints a secret.
 */
export function productionSecretProblems({ rings, admin }: ProductionSecrets): string[] {
  const problems: string[] = [];
  for (const [name, ring] of Object.entries(rings)) {
    for (const key of ring.keys) {
      const weak = secretWeakness(key.secret);
      if (weak)
        problems.push(
          `${name}: key "${key.id}" ${weak}; make one with \`openssl rand -base64 48\``,
        );
    }
    // Former secrets may be shared (verify-only, for values issued before the keyrings); a
    // signing key is one purpose's own.
    for (const [other, otherRing] of Object.entries(rings)) {
      if (other !== name && otherRing.keys.some((k) => k.secret === ring.current.secret))
        problems.push(
          `${name}: its signing key "${ring.current.id}" is also a key of ${other}; each purpose needs its own`,
        );
    }
  }
  if (admin) {
    const problem = passwordProblemNow(admin.password, admin.username);
    if (problem) problems.push(`ADMIN_PASSWORD: ${problem}`);
  }
  return problems;
}
