export type HeaderArea = 'page' | 'admin' | 'api';
export const DEVANAGARI_FONT_GATE_HASH: string;
export interface InlineHashes {
  styles: string[];
  scripts: string[];
}
export function inlineHashes(clientDir?: string): InlineHashes;
export function contentSecurityPolicies(options?: {
  recaptcha?: boolean;
  inline?: InlineHashes;
}): Record<HeaderArea, string>;
export const HSTS: string;
export const COMMON_HEADERS: readonly (readonly [string, string])[];
export const SECURITY_HEADER_NAMES: string[];
export function keepsUpstreamPolicy(policy: string | string[] | undefined): boolean;
export function headerArea(pathname: string): HeaderArea;
export function securityHeaders(
  area: HeaderArea,
  options: { https: boolean; recaptcha?: boolean; inline?: InlineHashes },
): [string, string][];
export function nginxSnippets(options?: {
  recaptcha?: boolean;
  inline?: InlineHashes;
}): Record<string, string>;
export function writeNginxSnippets(
  dir: string,
  options?: { recaptcha?: boolean; inline?: InlineHashes },
): void;
