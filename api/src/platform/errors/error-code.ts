/**
 * The stable codes of the API's errors (the OpenAPI document's `ErrorCode` enum): a client picks
 * its own words by code and never reads the English message. A thrown HttpException names its
 * code in its response object (`{ message, code }`); the filter gives every other error the code
 * of its status.
 */
export enum ErrorCode {
  /** A value of the request breaks a rule; `details`/`detailCodes` say which field. */
  ValidationFailed = 'VALIDATION_FAILED',
  /** A field's first failing rule: the value is missing or empty. */
  FieldRequired = 'FIELD_REQUIRED',
  /** A field's first failing rule: the value is there but not allowed. */
  FieldInvalid = 'FIELD_INVALID',
  /** A field the operation does not take. */
  UnknownField = 'UNKNOWN_FIELD',
  /** The body is not valid JSON, nested too deeply or cut short. */
  MalformedBody = 'MALFORMED_BODY',
  /** No captcha solution was sent. */
  CaptchaRequired = 'CAPTCHA_REQUIRED',
  /** The captcha solution is wrong, expired or was not accepted by the provider. */
  CaptchaFailed = 'CAPTCHA_FAILED',
  /** The captcha solution was already used once. */
  CaptchaReplayed = 'CAPTCHA_REPLAYED',
  /** No token, or a token that is expired, revoked or not valid. */
  Unauthenticated = 'UNAUTHENTICATED',
  /** The session's token expired, was revoked, ended or sat idle: log in again. */
  SessionEnded = 'SESSION_ENDED',
  /**
   * The session sat idle past the idle timeout (no request the person made). Signing in again as
   * the same person may resume what they were doing: the panel keeps the screen under its dialog.
   */
  SessionIdle = 'SESSION_IDLE',
  /** Wrong username or password (or a spent temporary password). */
  InvalidCredentials = 'INVALID_CREDENTIALS',
  /** The second step's code (or recovery code) is wrong. */
  TwoFactorCodeInvalid = 'TWO_FACTOR_CODE_INVALID',
  /** The sign-in's second step took too long or was already used: log in again. */
  TwoFactorChallengeExpired = 'TWO_FACTOR_CHALLENGE_EXPIRED',
  /** Too many wrong codes for this sign-in: log in again. */
  TwoFactorChallengeEnded = 'TWO_FACTOR_CHALLENGE_ENDED',
  /** The signed-in user lacks the permission or panel the operation needs. */
  Forbidden = 'FORBIDDEN',
  /** The operation needs the current password again (`details.currentPassword`). */
  StepUpRequired = 'STEP_UP_REQUIRED',
  NotFound = 'NOT_FOUND',
  /** The operation clashes with the current state of the data. */
  Conflict = 'CONFLICT',
  /** The session registered for is not open for registration (ended, inactive or unknown). */
  SessionNotOpen = 'SESSION_NOT_OPEN',
  /** The session registered for has no seat left (409). */
  SessionFull = 'SESSION_FULL',
  /** A confirmation or unsubscribe link whose time is over. */
  LinkExpired = 'LINK_EXPIRED',
  /** A confirmation or unsubscribe link that is not one the API sent. */
  LinkInvalid = 'LINK_INVALID',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  /** The body's media type is not one the operation reads. */
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  /** An uploaded file's content is not one of the types the field allows. */
  UnsupportedFileType = 'UNSUPPORTED_FILE_TYPE',
  RateLimited = 'RATE_LIMITED',
  /** A dependency (database, store) is not reachable or busy: retry shortly. */
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  InternalError = 'INTERNAL_ERROR',
  /** Any other refusal of the request (a 4xx without a code of its own). */
  RequestRefused = 'REQUEST_REFUSED',
}

const CODE_VALUES = new Set<string>(Object.values(ErrorCode));

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && CODE_VALUES.has(value);
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ErrorCode.ValidationFailed,
  401: ErrorCode.Unauthenticated,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  429: ErrorCode.RateLimited,
  503: ErrorCode.ServiceUnavailable,
};

/** The code of an error that names none: the one of its status. */
export function codeForStatus(status: number): ErrorCode {
  return (
    STATUS_CODES[status] ?? (status >= 500 ? ErrorCode.InternalError : ErrorCode.RequestRefused)
  );
}
