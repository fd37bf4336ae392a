/**
 * The newsletter form's check before sending. It stays with the form, which every page's footer
 * carries; what the form says to the API's answers (newsletterMessage.ts) loads when it is needed.
 */
import type { NewsletterTexts } from './newsletterMessage';

/** Empty or only spaces → 'Email is required.' (the browser checks the format). */
export function validateNewsletterEmail(email: string, t: NewsletterTexts): string | null {
  return email.trim() === '' ? t.newsletterRequired : null;
}
