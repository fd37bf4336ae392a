import { SubscriptionConfirmation } from './SubscriptionConfirmation';

/** Translated whole: its words are the page's language (i18n/, the `confirm…` and `link…` keys). */
export default function Page() {
  return <SubscriptionConfirmation />;
}
