/** What a form shows after a submit, and whether it resets its fields. */
export interface FormOutcome {
  text: string;
  kind: 'success' | 'error';
  /** True when the fields (and captcha) must be cleared. */
  reset: boolean;
}

/** Answer of the API, or 'network-error' when fetch itself failed. */
export type SubmitResult = { status: number; body: unknown } | 'network-error';

/**
 * What every public form says when the API refuses for the rate limit (429) or cannot save
 * now (503): a sentence telling the visitor to wait and try again, never the raw HTTP error.
 */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again in a minute.';
export const SERVICE_UNAVAILABLE =
  'We could not save this right now. Please try again in a moment.';

/** Green if the text contains 'Thanks' or 'success', otherwise red. */
export function alertKind(text: string): 'success' | 'error' {
  return /thanks|success/i.test(text) ? 'success' : 'error';
}

/** A form's message, coloured by its words unless told (alertKind); `reset` clears the form. */
export function formOutcome(text: string, reset = false, kind = alertKind(text)): FormOutcome {
  return { text, kind, reset };
}

/**
 * A form's refusal, red whatever its words: a form in another language is coloured by the kind
 * of answer, never by what it says (alertKind reads English).
 */
export function formError(text: string): FormOutcome {
  return formOutcome(text, false, 'error');
}

/** How long a form message stays on screen. */
export const MESSAGE_TIMEOUT_MS = 10_000;

/**
 * A form's messages: the shared ones (`base`) and its own (`own`, which win). A getter of `base`
 * (the captcha's words, which follow the box shown) stays a getter: a spread would read it once.
 */
export function formMessages<B extends object, O extends object>(
  base: B,
  own: O,
): Omit<B, keyof O> & O {
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(base), ...Object.getOwnPropertyDescriptors(own) },
  ) as Omit<B, keyof O> & O;
}
