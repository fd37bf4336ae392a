/**
 * API answer → what an application form shows, read alike by both careers forms: any 2xx is
 * success (the API answers 201 {success: true, message}) and clears the form; 429 and 503 say
 * the shared words of forms/messages.ts; a server error never shows its internals; a refusal's
 * per-field messages (`details`) go beside the form's fields. Each form brings its own texts and
 * its map of the API's field names. Pure.
 */
import type { ErrorCode } from '@kavach/api-client';
import type { VisitorFormTexts } from '../../i18n/catalog';
import { codeOf, detailCodesOf, detailsOf, isCaptchaCode, messageOf } from '../../lib/apiBody';
import {
  SERVICE_UNAVAILABLE,
  TOO_MANY_ATTEMPTS,
  type FormOutcome,
  type SubmitResult,
} from '../forms/messages';
import { captchaAsk } from '../forms/visitorDetails';
import type { FieldWords } from './applicant';
import type { ApplicantMessages } from './applicantMessages';

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
  /** The 429 and 503 sentences (forms/messages.ts's in English). */
  tooMany?: string;
  unavailable?: string;
  /**
   * On a page in another language than English: the form's own words, chosen by the answer's
   * codes, in place of the API's English sentences (beside the fields and under the form).
   */
  byCode?: CodeWords<F>;
}

/** What a form says by the API's codes (the API's English words are never read). */
export interface CodeWords<F extends string> {
  /** A refused field's words, by the code of its first failing rule (none for some refusals). */
  field(field: F, code: ErrorCode | undefined, status: number): string;
  /** The sentence under the form; `placed`: some refusals are shown beside their fields. */
  refusal(code: ErrorCode | null, fieldCodes: ErrorCode[], status: number, placed: boolean): string;
}

/**
 * The code words of an application form: the captcha's words for the box shown, the resume's
 * type and size, each field's "required" or "not allowed", and a general word for any other.
 */
export function applicationCodeWords<F extends string>(
  m: ApplicantMessages & { failed: string },
  t: VisitorFormTexts,
  fields: Partial<Record<F, FieldWords>>,
): CodeWords<F> {
  const tooLarge = (code: ErrorCode | null | undefined, status: number) =>
    status === 413 || code === 'PAYLOAD_TOO_LARGE';
  return {
    field(field, code, status) {
      if (field === 'captcha' || isCaptchaCode(code)) return captchaAsk(t, 'verification');
      if (field === 'consent') return m.consent;
      if (field === 'resume') {
        if (tooLarge(code, status)) return m.resumeSize;
        if (code === 'UNSUPPORTED_FILE_TYPE') return m.resumeType;
        // The API's missing resume comes with no code of its own.
        if (code === undefined || code === 'FIELD_REQUIRED') return m.resumeRequired;
        return m.fieldInvalid;
      }
      const words = fields[field];
      if (code === 'FIELD_REQUIRED' && words?.required) return words.required;
      return (code === 'FIELD_INVALID' ? words?.invalid : undefined) ?? m.fieldInvalid;
    },
    refusal(code, fieldCodes, status, placed) {
      if (isCaptchaCode(code) || fieldCodes.some(isCaptchaCode))
        return captchaAsk(t, 'verification');
      if (tooLarge(code, status)) return m.resumeSize;
      if (code === 'UNSUPPORTED_FILE_TYPE' || fieldCodes.includes('UNSUPPORTED_FILE_TYPE'))
        return m.resumeType;
      return placed ? m.summary : m.failed;
    },
  };
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
  if (status === 429) return error(answers.tooMany ?? TOO_MANY_ATTEMPTS);
  if (status === 503) return error(answers.unavailable ?? SERVICE_UNAVAILABLE);
  if (status >= 500) return error(answers.failed);

  if (answers.byCode) {
    const codes = detailCodesOf(body);
    const placedErrors: Partial<Record<F, string>> = {};
    for (const key of new Set([...Object.keys(detailsOf(body)), ...Object.keys(codes)])) {
      const field = answers.fieldOf(key);
      if (field !== undefined)
        placedErrors[field] ??= answers.byCode.field(field, codes[key], status);
    }
    const placed = Object.keys(placedErrors).length > 0;
    return error(
      answers.byCode.refusal(codeOf(body), Object.values(codes), status, placed),
      placedErrors,
    );
  }

  const fieldErrors: Partial<Record<F, string>> = {};
  for (const [key, message] of Object.entries(detailsOf(body))) {
    const field = answers.fieldOf(key);
    // The consent box stands for two API fields (consent and notice): its first message stays.
    if (field !== undefined) fieldErrors[field] ??= message;
  }
  const sentence = answers.showApiMessage ? apiSentence(body) : null;
  return error(sentence ?? answers.failed, fieldErrors);
}
