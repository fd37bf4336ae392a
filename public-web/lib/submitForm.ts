/**
 * How every public form and newsletter link page sends to the API: the client (lib/api.ts) is
 * loaded only now, on submit, so it stays out of the page chunks; the answer is read as
 * { status, body } (`parseAs: 'text'`, see answer()) and a failed fetch as 'network-error',
 * and the form's pure message function turns either into what the visitor sees.
 */
import type { ApiClient } from '@kavach/api-client';
import type { SubmitResult } from '../components/forms/messages';

/** A call of the client made with `parseAs: 'text'`. */
export type TextRequest = (
  client: ApiClient,
) => Promise<{ data?: string; error?: unknown; response: Response }>;

export async function submitForm<T>(
  request: TextRequest,
  outcome: (result: SubmitResult) => T,
): Promise<T> {
  try {
    const { answer, api } = await import('./api');
    return outcome(await answer(request(api())));
  } catch {
    return outcome('network-error');
  }
}
