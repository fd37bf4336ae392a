import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import { SubscriptionConfirmation } from './SubscriptionConfirmation';

/** Translated whole: its words are the page's language (i18n/, the `confirm…` and `link…` keys). */
export default function Page() {
  const { token, state } = useData<Data>();
  return <SubscriptionConfirmation token={token} state={state} />;
}
