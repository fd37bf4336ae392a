import { message } from '../../../i18n/messages';
import { contentPageData } from '../../../lib/contentPages';
import type { PageContextServer } from 'vike/types';
import { englishNotice, liveListPage } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';
import { SITE_KINDS } from '../../../lib/siteKinds';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'publication');
  const locale = pageLocale(pageContext);
  const publications = views.map((view) => SITE_KINDS.publication.show(view, locale));
  const content = contentPageData('/science/publications', pageContext);
  const into = content.translatedInto;
  return {
    preview,
    ...content,
    publications,
    ...englishNotice(locale, publications, 'list'),
    // The list's words in the page's language, where translated (PublicationList has the English
    // ones). The paper's title follows its link's words after a colon in every language.
    ...(into && {
      labels: {
        list: message(into, 'publicationsLabel'),
        authors: message(into, 'publicationAuthors'),
        journal: message(into, 'publicationJournal'),
        published: message(into, 'publicationPublished'),
        doi: message(into, 'publicationDoi'),
        readPaper: message(into, 'publicationReadPaper'),
        readPaperBeforeTitle: ': ',
        doiLink: message(into, 'publicationDoiLink'),
        doiLinkBeforeTitle: ': ',
        lang: into,
      },
    }),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
