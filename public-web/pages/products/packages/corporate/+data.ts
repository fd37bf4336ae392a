import { contentPage } from '../../../../lib/moreRoutes';

export function data() {
  return { page: contentPage('/products/packages/corporate') };
}
