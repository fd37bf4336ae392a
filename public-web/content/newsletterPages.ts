/** The pages the newsletter's mails link to: the double opt-in confirmation and unsubscribe. */
import { BRAND_NAME } from './site.ts';

export interface NewsletterLinkPageText {
  heading: string;
  intro: string;
  button: string;
  busyButton: string;
}

export const NEWSLETTER_CONFIRM_PAGE: NewsletterLinkPageText = {
  heading: 'Confirm your subscription',
  intro: `Press the button to start receiving the ${BRAND_NAME} newsletter: occasional news about early cancer detection, our tests and our information sessions. Every newsletter has a link to unsubscribe with one click.`,
  button: 'Confirm subscription',
  busyButton: 'Confirming...',
};

export const NEWSLETTER_UNSUBSCRIBE_PAGE: NewsletterLinkPageText = {
  heading: 'Unsubscribe from the newsletter',
  intro: `Press the button to stop receiving the ${BRAND_NAME} newsletter. Your address is deleted from our mailing list at once.`,
  button: 'Unsubscribe',
  busyButton: 'Unsubscribing...',
};
