/**
 * API answer → what an application form shows, read alike by both careers forms: any 2xx is
 * success (the API answers 201 {success: true, message}) and clears the form; 429 and 503 say
 * the shared words of forms/messages.ts; a server error never shows its internals; a refusal's
 * per-field messages (`details`) go beside the form's fields. Each form brings its own texts and
 * its map of the API's field names. Pure.
 */
import { codeOf, detailsOf, messageOf } from '../../lib/apiBody';
import {
  SERVICE_UNAVAILABLE,
  TOO_MANY_ATTEMPTS,
  type FormOutcome,
  type SubmitResult,
} from '../forms/messages';

export type Errors = Partial<Record<string, string>>;

export interface ApplicationOutcome<E extends Errors> extends FormOutcome {
  /** Server messages to show beside the fields. */
  fieldErrors: E;
}

/** What a form says and where it shows the API's per-field messages. */
export interface ApplicationAnswers<F extends string> {
  success: string;
  /** A refusal or a server error. */
  failed: string;
  /** The API could not be reached. */
  network: string;
  /** The form field beside which an API field's message goes; undefined: not shown. */
  fieldOf(apiField: string): F | undefined;
  /** A refusal shows the API's own sentence (see apiSentence) instead of `failed`. */
  showApiMessage: boolean;
}

/**
 * The API's own message when it is a sentence written for the visitor (an error body with a
 * code, of reasonable length), else null (e.g. a bare status phrase of a proxy in front).
 */
function apiSentence(body: unknown): string | null {
  const message = messageOf(body).trim();
  return codeOf(body) !== null && message !== '' && message.length <= 300 ? message : null;
}

export function applicationOutcome<F extends string>(
  result: SubmitResult,
  answers: ApplicationAnswers<F>,
): ApplicationOutcome<Partial<Record<F, string>>> {
  const error = (text: string, fieldErrors: Partial<Record<F, string>> = {}) => ({
    text,
    kind: 'error' as const,
    reset: false,
    fieldErrors,
  });
  if (result === 'network-error') return error(answers.network);
  const { status, body } = result;
  if (status >= 200 && status < 300)
    return { text: answers.success, kind: 'success', reset: true, fieldErrors: {} };
  if (status === 429) return error(TOO_MANY_ATTEMPTS);
  if (status === 503) return error(SERVICE_UNAVAILABLE);
  if (status >= 500) return error(answers.failed);

  const fieldErrors: Partial<Record<F, string>> = {};
  for (const [key, message] of Object.entries(detailsOf(body))) {
    const field = answers.fieldOf(key);
    // The consent box stands for two API fields (consent and notice): its first message stays.
    if (field !== undefined) fieldErrors[field] ??= message;
  }
  const sentence = answers.showApiMessage ? apiSentence(body) : null;
  return error(sentence ?? answers.failed, fieldErrors);
}
