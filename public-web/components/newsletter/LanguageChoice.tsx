/**
 * On the page a newsletter mail's unsubscribe link opens: the subscriber may instead keep the
 * newsletter and choose its language (the same link's token names the subscription). The page's
 * own language is chosen at first: the mails link to the page in the subscriber's language.
 */
import { useState } from 'react';
import type { NewsletterLinkTexts } from '../../i18n/catalog';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../lib/locale';
import { FormNotice } from '../forms/FormStatus';
import { useLinkOutcome } from './LinkActionPage';
import type { LinkOutcome } from './newsletterLinks';
import styles from './LinkActionPage.module.css';

export function LanguageChoice({
  current,
  texts: t,
  save,
}: {
  current: Locale;
  texts: NewsletterLinkTexts;
  save: (language: Locale) => Promise<LinkOutcome>;
}) {
  const [chosen, setChosen] = useState<Locale>(current);
  const { busy, outcome, send } = useLinkOutcome();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    return send(() => save(chosen));
  }

  return (
    <form
      className={styles.language}
      aria-labelledby="newsletter-language-heading"
      onSubmit={(e) => void submit(e)}
      data-testid="newsletter-language"
    >
      <h2 id="newsletter-language-heading">{t.languageHeading}</h2>
      {!outcome?.done && (
        <>
          <p>{t.languageIntro}</p>
          <fieldset className={styles.languages}>
            <legend className="visually-hidden">{t.languageLegend}</legend>
            {LOCALES.map((language) => (
              <label key={language} lang={language} className={styles.languageOption}>
                <input
                  type="radio"
                  name="language"
                  value={language}
                  checked={chosen === language}
                  onChange={() => setChosen(language)}
                />
                {LOCALE_NAMES[language]}
              </label>
            ))}
          </fieldset>
          <div className="btn-row btn-row--center">
            <button type="submit" className="btn btn--outline" disabled={busy}>
              {busy && <span className="spinner" aria-hidden="true" />}
              {busy ? t.languageSaving : t.languageSave}
            </button>
          </div>
        </>
      )}
      <div className={styles.notice}>
        <FormNotice notice={outcome?.notice ?? null} testId="newsletter-language-message" />
      </div>
    </form>
  );
}
