/**
 * What the site needs about the API's bodies without loading the client (lib/api.ts): the
 * { status, body } an answer is read as, the reading of its message and per-field details, and
 * the multipart bodies of the application forms. Pure.
 */
import type { ErrorCode, paths } from '@kavach/api-client';
import type { SubmitResult } from '../components/forms/messages';

/** An HTTP answer as the forms read it; `body` is its JSON, else its text, null when empty. */
export type ApiResult = Exclude<SubmitResult, 'network-error'>;

/** Where the captcha widget fetches its challenge itself (a path of the API, checked against it). */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge' satisfies keyof paths;

/**
 * A multipart body as the schema describes it, except that its file parts (typed as string by
 * the generator, format binary) hold the File itself; a missing file is left out.
 */
export type WithFiles<T, K extends keyof T> = Omit<T, K> & { [P in K]?: File | null };

/** FormData of the parts in their order: files with their names, empty optional parts left out. */
export function formDataOf(parts: object): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined || value === null) continue;
    if (value instanceof File) body.set(name, value, value.name);
    else body.set(name, String(value));
  }
  return body;
}

/**
 * The `body` and `bodySerializer` options of a multipart POST with the generated client: the
 * parts are checked against the schema's body type T and sent as FormData (the browser sets
 * the boundary).
 */
export function multipart<T, K extends keyof T>(
  parts: WithFiles<T, K>,
): { body: T; bodySerializer: () => FormData } {
  // Only the file parts differ from T (File instead of the generator's string).
  return { body: parts as unknown as T, bodySerializer: () => formDataOf(parts) };
}

/** `message` of a JSON error/success body, or the text body itself. */
export function messageOf(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join(' ');
  }
  return '';
}

/** The stable `code` of an error body (what a form chooses its words by), null when there is none. */
export function codeOf(body: unknown): ErrorCode | null {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? (code as ErrorCode) : null;
}

/** The `detailCodes` of an error body ({ field: code of its first failing rule }), in field order. */
export function detailCodesOf(body: unknown): Record<string, ErrorCode> {
  const codes =
    body && typeof body === 'object' ? (body as { detailCodes?: unknown }).detailCodes : undefined;
  const out: Record<string, ErrorCode> = {};
  if (codes && typeof codes === 'object' && !Array.isArray(codes))
    for (const [key, value] of Object.entries(codes))
      if (typeof value === 'string') out[key] = value as ErrorCode;
  return out;
}

const CAPTCHA_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'CAPTCHA_REQUIRED',
  'CAPTCHA_FAILED',
  'CAPTCHA_REPLAYED',
]);

/** True for the codes of a missing, wrong, expired or reused captcha. */
export function isCaptchaCode(code: ErrorCode | null | undefined): boolean {
  return code != null && CAPTCHA_CODES.has(code);
}

/** Values of a `details` object ({ field: message }) if the body has one. */
export function detailsOf(body: unknown): Record<string, string> {
  if (body && typeof body === 'object') {
    const details = (body as { details?: unknown }).details;
    if (details && typeof details === 'object' && !Array.isArray(details)) {
      const out: Record<string, string> = {};
      for (const [key, value] of Object.entries(details))
        if (typeof value === 'string') out[key] = value;
      return out;
    }
  }
  return {};
}
