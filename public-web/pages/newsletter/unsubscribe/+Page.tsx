import { UnsubscribeChoice } from './UnsubscribeChoice';

/** Translated whole: its words are the page's language (i18n/, the `unsubscribe…` and `link…` keys). */
export default function Page() {
  return <UnsubscribeChoice />;
}
