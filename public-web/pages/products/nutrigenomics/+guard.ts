// Nutrigenomics has its own website: /products/nutrigenomics sends the visitor
// there with an HTTP 302; the page below never renders.
import { redirect } from 'vike/abort';
import { URLS } from '../../../content/site';

export function guard(): never {
  throw redirect(URLS.nutrigenomics);
}
