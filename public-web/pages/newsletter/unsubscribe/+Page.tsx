import { useData } from 'vike-react/useData';
import { LinkActionPage, linkButton } from '../../../components/newsletter/LinkActionPage';
import {
  NEWSLETTER_LINK_MESSAGES,
  unsubscribeOutcome,
} from '../../../components/newsletter/newsletterLinks';
import { submitForm } from '../../../lib/submitForm';
import type { Data } from './+data';

export default function Page() {
  const { text, token } = useData<Data>();
  return (
    <LinkActionPage
      heading={text.heading}
      intro={text.intro}
      testId="newsletter-unsubscribe"
      initial={token ? null : { text: NEWSLETTER_LINK_MESSAGES.unsubscribeInvalid, kind: 'error' }}
      // The same one-click URL the mails' List-Unsubscribe names, with no body.
      action={linkButton(text, token, (token) =>
        submitForm(
          (client) =>
            client.POST('/api/subscriptions/unsubscribe', {
              params: { query: { token } },
              parseAs: 'text',
            }),
          unsubscribeOutcome,
        ),
      )}
    />
  );
}
