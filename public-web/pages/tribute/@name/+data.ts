import type { PageContextServer } from 'vike/types';
import { itemNotFound } from '../../../components/notFound/notFoundAbort';
import {
  TRIBUTE_CARD_KEYS,
  TRIBUTE_STORY_KEYS,
  tributeBySlug,
  tributes,
} from '../../../content/tributes';
import { message } from '../../../i18n/messages';
import { DEFAULT_LOCALE, pageLocale } from '../../../lib/locale';

export function data(pageContext: PageContextServer) {
  const name = pageContext.routeParams.name ?? '';
  const tribute = tributeBySlug(name);
  const locale = pageLocale(pageContext);
  if (!tribute) {
    const words = {
      heading: 'tributeHeading',
      notFound: 'missingTribute',
      fallbackHref: '/about-us/the-company',
    } as const;
    throw itemNotFound(locale, words, 'missingTributeNamed', {
      count: tributes.length,
      name: name.slice(0, 60),
    });
  }
  // English: the tribute as written, with the route table's title and description.
  if (locale === DEFAULT_LOCALE) return { tribute };
  // Hindi or Marathi: its role, summary and text from the catalogs (its name, years and picture
  // as written), and its title and description in the page's language.
  const role = message(locale, TRIBUTE_CARD_KEYS[tribute.slug].role);
  const summary = message(locale, TRIBUTE_CARD_KEYS[tribute.slug].summary);
  const values = { name: tribute.name, role, summary, years: tribute.years ?? 'none' };
  return {
    tribute: {
      ...tribute,
      role,
      summary,
      paragraphs: TRIBUTE_STORY_KEYS[tribute.slug].map((key) => message(locale, key)),
    },
    seo: {
      title: message(locale, 'tributePageTitle', values),
      description: message(locale, 'tributePageDescription', values),
    },
  };
}

export type Data = ReturnType<typeof data>;
