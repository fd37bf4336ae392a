import { entityFactory, unique } from './insert';
import { Subscriber } from '../../src/subscriptions/subscriber.entity';

/**
 * Rows of `subscribers` (a newsletter sign-up; one per address, whatever its case).
 * Confirmed unless told otherwise (the table's own default is a pending sign-up).
 */
export const subscribers = entityFactory(Subscriber, () => ({
  email: unique((n) => `subscriber-${n}@example.com`),
  status: 'confirmed',
}));
