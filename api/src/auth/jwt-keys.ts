import { JwtSecretRequestType } from '@nestjs/jwt';
import type { Keyring } from '../platform/config/keyring';

/** The `kid` of a token's header; undefined when it has none (or is not a token). */
function keyIdOf(token: string): string | undefined {
  try {
    const header: unknown = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    const kid = (header as { kid?: unknown } | null)?.kid;
    return typeof kid === 'string' ? kid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * JwtModule's key choice over JWT_SECRETS: tokens are signed with the current key (its id in
 * the `kid` header, set by `signOptions.keyid`), and verified with the key their `kid` names;
 * a token of an earlier release has none and is verified with the ring's last key. An unknown
 * `kid` fails as any bad signature does (the guard answers 401).
 */
export function jwtKeyProvider(ring: Keyring) {
  return (type: JwtSecretRequestType, tokenOrPayload: unknown): string => {
    if (type === JwtSecretRequestType.SIGN) return ring.current.secret;
    const key = ring.find(typeof tokenOrPayload === 'string' ? keyIdOf(tokenOrPayload) : '');
    if (!key) throw new Error('unknown key id');
    return key.secret;
  };
}
