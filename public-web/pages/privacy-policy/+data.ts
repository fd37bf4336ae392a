import { privacyPolicy } from '../../content/legal';

export function data() {
  return { doc: privacyPolicy };
}
