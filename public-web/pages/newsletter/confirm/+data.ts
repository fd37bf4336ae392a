import type { PageContextServer } from 'vike/types';
import { linkToken, type ConfirmLinkState } from '../../../components/newsletter/newsletterLinks';
import { loadConfirmLinkState } from '../../../lib/serverApi';

/** Asks the API (reading only) whether the link can still be used, so the page says so at once. */
export async function data(pageContext: PageContextServer) {
  const token = linkToken(pageContext.urlParsed.search);
  const state: ConfirmLinkState = token ? await loadConfirmLinkState(token) : 'invalid';
  return { token, state };
}

export type Data = Awaited<ReturnType<typeof data>>;
