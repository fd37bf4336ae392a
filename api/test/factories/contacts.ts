import { entityFactory, unique } from './insert';
import { Contact } from '../../src/contacts/contact.entity';

/** Rows of `contacts` (a message from the contact form). */
export const contacts = entityFactory(Contact, () => ({
  name: 'Test Person',
  email: unique((n) => `contact-${n}@example.com`),
  message: 'Hello',
}));
