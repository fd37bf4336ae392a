/** The confirmation of a subscription from its e-mail link: the whole page is its island. */
import { LinkActionPage, linkButton } from '../../../components/newsletter/LinkActionPage';
import {
  confirmOutcome,
  confirmStateNotice,
  newsletterLinkTexts,
} from '../../../components/newsletter/newsletterLinks';
import type { NewsletterLinkTexts } from '../../../i18n/catalog';
import { usePageTexts } from '../../../i18n/useChrome';
import { submitForm } from '../../../lib/submitForm';
import { island } from '../../../lib/island';
import type { Data } from './+data';

/** Translated whole: its words are the page's language (i18n/, the `confirm…` and `link…` keys). */
function ConfirmSubscription({ token, state }: Pick<Data, 'token' | 'state'>) {
  const t = newsletterLinkTexts(usePageTexts<NewsletterLinkTexts>());
  return (
    <LinkActionPage
      heading={t.confirmHeading}
      intro={t.confirmIntro}
      testId="newsletter-confirm"
      initial={confirmStateNotice(state, t)}
      action={linkButton(t.confirmButton, t.confirmBusy, token, (token) =>
        submitForm(
          (client) =>
            client.POST('/api/subscriptions/confirm', { body: { token }, parseAs: 'text' }),
          (answer) => confirmOutcome(answer, t),
        ),
      )}
    />
  );
}

export const SubscriptionConfirmation = island('SubscriptionConfirmation', ConfirmSubscription);
