/** Unsubscribing, or choosing another language, from an e-mail link: the whole page is its island. */
import { usePageContext } from 'vike-react/usePageContext';
import { LanguageChoice } from '../../../components/newsletter/LanguageChoice';
import { LinkActionPage, linkButton } from '../../../components/newsletter/LinkActionPage';
import {
  languageOutcome,
  newsletterLinkTexts,
  unsubscribeOutcome,
} from '../../../components/newsletter/newsletterLinks';
import type { NewsletterLinkTexts } from '../../../i18n/catalog';
import { DEFAULT_LOCALE } from '../../../lib/locale';
import { usePageTexts } from '../../../i18n/useChrome';
import { submitForm } from '../../../lib/submitForm';
import { island } from '../../../lib/island';
import type { Data } from './+data';

/** Translated whole: its words are the page's language (i18n/, the `unsubscribe…` and `link…` keys). */
function Unsubscribe({ token }: Pick<Data, 'token'>) {
  const t = newsletterLinkTexts(usePageTexts<NewsletterLinkTexts>());
  const { locale = DEFAULT_LOCALE } = usePageContext();
  return (
    <LinkActionPage
      heading={t.unsubscribeHeading}
      intro={t.unsubscribeIntro}
      testId="newsletter-unsubscribe"
      initial={token ? null : { text: t.linkUnsubscribeInvalid, kind: 'error' }}
      // The same one-click URL the mails' List-Unsubscribe names, with no body.
      action={linkButton(t.unsubscribeButton, t.unsubscribeBusy, token, (token) =>
        submitForm(
          (client) =>
            client.POST('/api/subscriptions/unsubscribe', {
              params: { query: { token } },
              parseAs: 'text',
            }),
          (answer) => unsubscribeOutcome(answer, t),
        ),
      )}
      alongside={
        token && (
          <LanguageChoice
            current={locale}
            texts={t}
            save={(language) =>
              submitForm(
                (client) =>
                  client.POST('/api/subscriptions/language', {
                    params: { query: { token } },
                    body: { language },
                    parseAs: 'text',
                  }),
                (answer) => languageOutcome(answer, t),
              )
            }
          />
        )
      }
    />
  );
}

export const UnsubscribeChoice = island('UnsubscribeChoice', Unsubscribe);
