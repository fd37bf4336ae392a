import { contentPage } from '../../../lib/contentPages';

export function data() {
  return { page: contentPage('/science/hrc-aob') };
}
