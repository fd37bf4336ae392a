import { aobFaqs, FAQ_PAGE, hrcFaqs } from '../../../content/faqs';

export function data() {
  return { text: FAQ_PAGE, aobFaqs, hrcFaqs };
}

export type Data = ReturnType<typeof data>;
