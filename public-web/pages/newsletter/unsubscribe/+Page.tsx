import { useData } from 'vike-react/useData';
import { LinkActionPage } from '../../../components/newsletter/LinkActionPage';
import {
  NEWSLETTER_LINK_MESSAGES,
  unsubscribeOutcome,
} from '../../../components/newsletter/newsletterLinks';
import type { Data } from './+data';

export default function Page() {
  const { text, token } = useData<Data>();
  return (
    <LinkActionPage
      heading={text.heading}
      intro={text.intro}
      testId="newsletter-unsubscribe"
      initial={token ? null : { text: NEWSLETTER_LINK_MESSAGES.unsubscribeInvalid, kind: 'error' }}
      action={
        token
          ? {
              label: text.button,
              busyLabel: text.busyButton,
              // The same one-click URL the mails' List-Unsubscribe names, with no body.
              run: async () => {
                try {
                  const { answer, api } = await import('../../../lib/api');
                  return unsubscribeOutcome(
                    await answer(
                      api().POST('/api/subscriptions/unsubscribe', {
                        params: { query: { token } },
                        parseAs: 'text',
                      }),
                    ),
                  );
                } catch {
                  return unsubscribeOutcome('network-error');
                }
              },
            }
          : null
      }
    />
  );
}
