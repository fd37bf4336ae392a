import { FAQ_PAGE, hrcFaqs } from '../../../content/faqs';

export function data() {
  return { text: FAQ_PAGE, items: hrcFaqs };
}
