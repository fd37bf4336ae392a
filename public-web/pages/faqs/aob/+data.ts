import { aobFaqs, FAQ_PAGE } from '../../../content/faqs';

export function data() {
  return { text: FAQ_PAGE, items: aobFaqs };
}
