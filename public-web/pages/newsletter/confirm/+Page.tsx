import { useData } from 'vike-react/useData';
import { LinkActionPage, linkButton } from '../../../components/newsletter/LinkActionPage';
import { confirmOutcome, confirmStateNotice } from '../../../components/newsletter/newsletterLinks';
import { submitForm } from '../../../lib/submitForm';
import type { Data } from './+data';

export default function Page() {
  const { text, token, state } = useData<Data>();
  return (
    <LinkActionPage
      heading={text.heading}
      intro={text.intro}
      testId="newsletter-confirm"
      initial={confirmStateNotice(state)}
      action={linkButton(text, token, (token) =>
        submitForm(
          (client) =>
            client.POST('/api/subscriptions/confirm', { body: { token }, parseAs: 'text' }),
          confirmOutcome,
        ),
      )}
    />
  );
}
