/**
 * The one API client of the panel (the generated @kavach/api-client), with
 * the bearer token of the current session. A 401 from any call ends the
 * session with a message; the shell listens to the store and shows the login.
 * Two refusals are answered here, each by a dialog and then the same request once more: a 401
 * of a session that sat idle (the shell's sign-in dialog over the screen, so nothing typed is
 * lost) and a 403 asking for step-up (StepUp.tsx).
 */
import { createApiClient, type ApiClient, type ErrorCode } from '@kavach/api-client';
import { SESSION_ENDED_MESSAGE, sessionStore } from './session';
import { activity } from './activity';
import { signInGate, STEP_UP_CANCELLED, stepUpGate } from './askGate';

/**
 * Headers of a request the panel makes on its own (a poll): the API checks the session but does
 * not count it as activity, so a screen left alone still reaches the idle timeout.
 */
const BACKGROUND_HEADER = 'X-Kavach-Background';
export const BACKGROUND_HEADERS = { [BACKGROUND_HEADER]: '1' } as const;

/**
 * An API failure with its HTTP status (0 = no answer: network error), its message, its fields'
 * messages and its stable `code` (what a screen chooses its own words by, as the public site does).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, string>,
    readonly code?: ErrorCode,
    /** Each field's code ({ field: code of its first failing rule }), where the API gives them. */
    readonly detailCodes?: Record<string, ErrorCode>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  get forbidden(): boolean {
    return this.status === 403;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

function isLoginCall(url: string): boolean {
  return /\/api\/auth\/login(?:\/two-factor)?(?:\?|$)/.test(url);
}

/**
 * The server's reason for a 401, when it is one to show on the login screen: the API's
 * session-ending answers ("Your session has ended. …", "You were logged out after 30 minutes
 * without activity. …") carry the code SESSION_ENDED or SESSION_IDLE; a bare "Unauthorized"
 * (e.g. from a proxy) is not worth showing.
 */
export function sessionEndMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { code, message } = body as { code?: unknown; message?: unknown };
  const ending: ErrorCode[] = ['SESSION_ENDED', 'SESSION_IDLE'];
  if (!ending.includes(code as ErrorCode) || typeof message !== 'string') return null;
  const text = message.trim();
  return text !== '' && text.length <= 300 ? text : null;
}

/**
 * A 401 (other than the login's own "Invalid credentials" or a wrong second-factor code) ends
 * the session at once; the server's reason replaces the default message as soon as the body
 * has been read.
 */
function handleUnauthorized(response: Response): void {
  if (isLoginCall(response.url)) return;
  if (!sessionStore.get()) return;
  sessionStore.end(SESSION_ENDED_MESSAGE);
  let copy: Response;
  try {
    copy = response.clone();
  } catch {
    return; // body already read
  }
  copy.json().then(
    (body: unknown) => {
      const reason = sessionEndMessage(body);
      if (reason) sessionStore.explainEnd(SESSION_ENDED_MESSAGE, reason);
    },
    () => undefined,
  );
}

/** Where the person proves it is them (password or code); never itself asks for step-up. */
export const STEP_UP_PATH = '/api/account/step-up';

/** The API's "confirm it is you first" refusal: 403 STEP_UP_REQUIRED (`details.currentPassword`). */
export function isStepUpBody(status: number, body: unknown): boolean {
  if (status !== 403 || !body || typeof body !== 'object') return false;
  const { code, details } = body as { code?: unknown; details?: { currentPassword?: unknown } };
  const stepUp: ErrorCode = 'STEP_UP_REQUIRED';
  return code === stepUp || !!details?.currentPassword;
}

/** The reason of a 401 SESSION_IDLE of a call made with the current session, else null. */
async function idleEnd(response: Response, token: string | undefined): Promise<string | null> {
  if (response.status !== 401 || isLoginCall(response.url)) return null;
  if (!token || sessionStore.get()?.token !== token) return null;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    const idle: ErrorCode = 'SESSION_IDLE';
    return body.code === idle ? sessionEndMessage(body) : null;
  } catch {
    return null;
  }
}

async function asksForStepUp(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    return isStepUpBody(response.status, await response.clone().json());
  } catch {
    return false;
  }
}

/**
 * Sends a request, each time with the session's current token; when the session sat idle, waits
 * for the person to sign in again (the shell's dialog) and sends it again; when the API asks for
 * step-up, waits for that dialog and sends it again. The body is read once into bytes and each
 * send gets a request of its own with them: a cloned request's body would be a stream, which
 * the browser sends (and shows in its tools) differently. Step-up cancelled: an answer that says
 * nothing was done. No dialog on the page, or the sign-in given up: the API's answer as it came.
 */
async function fetchThroughGates(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!(input instanceof Request) || new URL(input.url).pathname === STEP_UP_PATH)
    return globalThis.fetch(input, init);
  const bytes = input.body ? await input.arrayBuffer() : null;
  const copy = () => {
    const request = bytes ? new Request(input, { body: bytes }) : input.clone();
    const token = sessionStore.get()?.token;
    if (token && request.headers.has('Authorization'))
      request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  };
  const person = input.headers.get(BACKGROUND_HEADER) !== '1';
  const send = async () => {
    const response = await globalThis.fetch(copy(), init);
    // Counted as the API counts it: a request of the person's, answered with a live session.
    if (person && response.status !== 401) activity.mark();
    return response;
  };
  const sentWith = sessionStore.get()?.token;
  let response = await send();
  const idle = await idleEnd(response, sentWith);
  if (idle !== null) {
    if ((await signInGate.prove(idle)) !== 'proven') return response;
    response = await send();
  }
  if (!(await asksForStepUp(response))) return response;
  const outcome = await stepUpGate.prove();
  if (outcome === 'proven') return send();
  if (outcome === 'cancelled')
    return Response.json(
      { statusCode: 400, error: 'Bad Request', message: STEP_UP_CANCELLED },
      { status: 400 },
    );
  return response;
}

export const api: ApiClient = createApiClient({
  // Same origin; absolute so the client also works where Request needs a base URL (tests).
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  // A call after the expiry ends the session (with its message) and goes out without a token.
  getToken: () => (sessionStore.checkExpiry() ? undefined : sessionStore.get()?.token),
  onUnauthorized: handleUnauthorized,
  // globalThis.fetch is looked up per call (not captured once), so a wrapped or stubbed fetch applies.
  fetch: fetchThroughGates,
});

/** The API's error shape {statusCode, code, message, details?} as an ApiRequestError. */
export function errorFromBody(status: number, body: unknown): ApiRequestError {
  let message = '';
  let details: Record<string, string> | undefined;
  let code: ErrorCode | undefined;
  let detailCodes: Record<string, ErrorCode> | undefined;
  if (body && typeof body === 'object') {
    const b = body as {
      message?: unknown;
      details?: unknown;
      code?: unknown;
      detailCodes?: unknown;
    };
    if (typeof b.message === 'string') message = b.message;
    else if (Array.isArray(b.message)) message = b.message.join(' ');
    if (b.details && typeof b.details === 'object') details = b.details as Record<string, string>;
    // A string the document does not list is kept too: a newer API's code is still a code.
    if (typeof b.code === 'string') code = b.code as ErrorCode;
    if (b.detailCodes && typeof b.detailCodes === 'object' && !Array.isArray(b.detailCodes))
      detailCodes = b.detailCodes as Record<string, ErrorCode>;
  }
  return new ApiRequestError(
    status,
    message || `HTTP error! status: ${status}`,
    details,
    code,
    detailCodes,
  );
}

/** The shape of every openapi-fetch result: typed `data` on a 2xx, typed `error` otherwise. */
interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The data type of an openapi-fetch result: the 2xx answer of that path and method in the document. */
export type DataOf<R extends FetchResult> = Exclude<R['data'], undefined>;

/**
 * Unwraps an openapi-fetch result: the data on any 2xx (every 2xx is success,
 * not only 200), else throws ApiRequestError with the server's message. The
 * data type is the one the document declares for that call, never the caller's.
 */
export async function unwrap<R extends FetchResult>(call: Promise<R>): Promise<DataOf<R>> {
  let result: R;
  try {
    result = await call;
  } catch (e) {
    if (e instanceof ApiRequestError) throw e;
    throw new ApiRequestError(0, NETWORK_ERROR_MESSAGE);
  }
  const { response } = result;
  // openapi-fetch has read the body already: its parsed `error` holds the API's message.
  if (!response.ok) throw errorFromBody(response.status, result.error);
  return result.data as DataOf<R>;
}

/** Builds '?a=1&b=2' from the defined, non-empty values. */
export function toQuery(params: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    q.set(k, String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The message to show for a failed call inside a tab; 403 has its own view. */
export const FORBIDDEN_MESSAGE = 'You do not have access to this section.';

export function isForbidden(e: unknown): boolean {
  return e instanceof ApiRequestError && e.status === 403;
}
