import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import { UnsubscribeChoice } from './UnsubscribeChoice';

/** Translated whole: its words are the page's language (i18n/, the `unsubscribe…` and `link…` keys). */
export default function Page() {
  const { token } = useData<Data>();
  return <UnsubscribeChoice token={token} />;
}
