import { entityFactory, unique } from './insert';
import { Registration } from '../../src/registrations/registration.entity';

/** Rows of `registrations` (a sign-up for an information session). */
export const registrations = entityFactory(Registration, () => ({
  name: 'Test Registrant',
  email: unique((n) => `registrant-${n}@example.com`),
}));
