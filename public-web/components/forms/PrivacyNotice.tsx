/**
 * The privacy notice under a public form (what is collected, why, how long, a link to the
 * policy). Pages rendered per request provide the configured retention periods; without them
 * the notice points to the policy instead of stating a period.
 */
import { createContext, useContext } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DEFAULT_LOCALE } from '../../lib/locale';
import { noticeText, type NoticeForm, type RetentionPeriods } from '../../content/privacyNotice';
import styles from './forms.module.css';

const RetentionContext = createContext<RetentionPeriods | null>(null);

/** Wraps a page whose forms should state the retention periods it loaded from the API. */
export const RetentionProvider = RetentionContext.Provider;

export function PrivacyNotice({ form, id }: { form: NoticeForm; id?: string }) {
  const retention = useContext(RetentionContext);
  // A legal text: English until a translation is reviewed, marked so on a page in another
  // language (screen readers then read it as English).
  const locale = usePageContext()?.locale ?? DEFAULT_LOCALE;
  return (
    <p
      id={id}
      lang={locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE}
      className={`${styles.privacyNotice} ${form === 'newsletter' ? styles.onDark : ''}`}
    >
      {noticeText(form, retention)} <a href="/privacy-policy">Privacy Policy</a>
    </p>
  );
}
