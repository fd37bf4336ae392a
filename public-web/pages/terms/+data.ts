import { termsOfService } from '../../content/legal';

export function data() {
  return { doc: termsOfService };
}
