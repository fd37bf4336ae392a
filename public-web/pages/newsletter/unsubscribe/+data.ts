import type { PageContextServer } from 'vike/types';
import { linkToken } from '../../../components/newsletter/newsletterLinks';

export function data(pageContext: PageContextServer) {
  return { token: linkToken(pageContext.urlParsed.search) };
}

export type Data = ReturnType<typeof data>;
