import { MEDIA_CONTACT } from '../../../content/site';

export function data() {
  return { contact: MEDIA_CONTACT };
}

export type Data = ReturnType<typeof data>;
