/** A typed username or e-mail address as the lookups compare it: no spaces around, lower-case. */
export const typedIdentity = (typed: string): string => typed.trim().toLowerCase();

/**
 * The key under which a per-account limit counts a sign-in name or an address someone typed:
 * the account when one answers to it, so its username and its e-mail address, in any case,
 * spend one allowance; otherwise the typed text, normalised. Known and unknown names are
 * counted alike, so the limit never tells whether an account exists. The account is named by
 * its username (unique, in any case), not its id: ids repeat from one database to the next,
 * and a Redis may count for more than one.
 */
export function identityKey(
  account: { username: string } | null | undefined,
  typed: string,
): string {
  return account ? `account:${account.username.toLowerCase()}` : `typed:${typedIdentity(typed)}`;
}
