import { message } from '../../../i18n/messages';
import { contentPageData } from '../../../lib/contentPages';
import type { PageContextServer } from 'vike/types';
import { englishNotice, liveListPage } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';
import { SITE_KINDS } from '../../../lib/siteKinds';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'video');
  const locale = pageLocale(pageContext);
  const items = views.map((view) => SITE_KINDS.video.show(view, locale));
  const content = contentPageData('/media/video-coverage', pageContext);
  const into = content.translatedInto;
  return {
    preview,
    ...content,
    items,
    ...englishNotice(locale, items, 'list'),
    // The list's name and the cards' action in the page's language, where translated (+Page has
    // the English ones).
    ...(into && {
      labels: {
        list: message(into, 'mediaVideosLabel'),
        action: message(into, 'mediaWatchVideo'),
        lang: into,
      },
    }),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
