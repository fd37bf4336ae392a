import { useData } from 'vike-react/useData';
import { LinkActionPage } from '../../../components/newsletter/LinkActionPage';
import { confirmOutcome, confirmStateNotice } from '../../../components/newsletter/newsletterLinks';
import type { Data } from './+data';

export default function Page() {
  const { text, token, state } = useData<Data>();
  return (
    <LinkActionPage
      heading={text.heading}
      intro={text.intro}
      testId="newsletter-confirm"
      initial={confirmStateNotice(state)}
      action={
        token
          ? {
              label: text.button,
              busyLabel: text.busyButton,
              run: async () => {
                try {
                  const { answer, api } = await import('../../../lib/api');
                  return confirmOutcome(
                    await answer(
                      api().POST('/api/subscriptions/confirm', {
                        body: { token },
                        parseAs: 'text',
                      }),
                    ),
                  );
                } catch {
                  return confirmOutcome('network-error');
                }
              },
            }
          : null
      }
    />
  );
}
