import { READ_MORE_LABEL } from '../../../content/media';
import { message } from '../../../i18n/messages';
import { contentPageData } from '../../../lib/contentPages';
import type { PageContextServer } from 'vike/types';
import { englishNotice, liveListPage } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';
import { SITE_KINDS } from '../../../lib/siteKinds';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'press_release');
  const locale = pageLocale(pageContext);
  const items = views.map((view) => SITE_KINDS.press_release.show(view, locale));
  const content = contentPageData('/media/press-release', pageContext);
  const into = content.translatedInto;
  return {
    preview,
    ...content,
    items,
    // The cards' action in the language of the page's content: English where it is English.
    readMore: into ? message(into, 'mediaReadMore') : READ_MORE_LABEL,
    ...englishNotice(locale, items, 'list'),
    // The list's name in the page's language, where translated (+Page has the English one).
    ...(into && { labels: { list: message(into, 'mediaPressReleasesLabel'), lang: into } }),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
