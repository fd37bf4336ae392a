/** The login's messages. */
import { NETWORK_ERROR_MESSAGE } from '@kavach/admin-shared/core';
import { captchaMessage } from '@kavach/api-client/captcha-words';

/** The captcha's words name the box shown (the spec's with reCAPTCHA; Captcha.tsx sets which). */
export const captchaRequired = () => captchaMessage('verification');
const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.';
/** The same words as every other staff panel call that never reached the server. */
const NETWORK_ERROR = NETWORK_ERROR_MESSAGE;
export const NO_PANEL_ACCESS = 'You do not have access to this panel.';
/** The second step's own messages (the server's message comes first when there is one). */
const INVALID_CODE = 'That code is not valid. Check your authenticator app and try again.';
export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app.';
export const RECOVERY_CODE_REQUIRED = 'Enter one of your recovery codes.';

/** The message of a failed login answer: the server's message first, else the default for its status. */
export function loginFailureMessage(status: number, serverMessage?: string | null): string {
  const message = typeof serverMessage === 'string' ? serverMessage.trim() : '';
  if (status === 0) return NETWORK_ERROR;
  if (status === 403) return message || NO_PANEL_ACCESS;
  if (status === 400) return message || captchaRequired();
  if (status === 502 || status === 503 || status === 504) return NETWORK_ERROR;
  return message || INVALID_CREDENTIALS;
}

/** The message of a failed second step (code or recovery code). */
export function codeFailureMessage(status: number, serverMessage?: string | null): string {
  const message = typeof serverMessage === 'string' ? serverMessage.trim() : '';
  if (status === 0 || status === 502 || status === 503 || status === 504) return NETWORK_ERROR;
  return message || INVALID_CODE;
}
