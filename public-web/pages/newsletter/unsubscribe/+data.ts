import type { PageContextServer } from 'vike/types';
import { linkToken } from '../../../components/newsletter/newsletterLinks';
import { NEWSLETTER_UNSUBSCRIBE_PAGE } from '../../../content/newsletterPages';

export function data(pageContext: PageContextServer) {
  return { text: NEWSLETTER_UNSUBSCRIBE_PAGE, token: linkToken(pageContext.urlParsed.search) };
}

export type Data = ReturnType<typeof data>;
