import { mailtoHref } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

type Registration = Schemas['RegistrationView'];

/** Send Email: a mail draft to the registrant. */
export function registrationMailto(
  r: Pick<Registration, 'email' | 'name' | 'session_name'>,
): string {
  const subject = r.session_name
    ? `Regarding your registration for ${r.session_name}`
    : 'Regarding your session registration';
  const body = `Dear ${r.name},\n\nThank you for registering for our information session.\n\nBest regards,\nKavach Genomics`;
  return mailtoHref(r.email, subject, body);
}
