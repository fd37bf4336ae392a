import { entityFactory, unique } from './insert';
import { Newsletter } from '../../src/newsletters/newsletter.entity';

/**
 * Rows of `newsletters` (a newsletter staff write and send).
 * A draft, last changed by `admin`.
 */
export const newsletters = entityFactory(Newsletter, () => ({
  subject: unique((n) => `Newsletter ${n}`),
  body: 'Hello.',
  updated_by: 'admin',
}));
