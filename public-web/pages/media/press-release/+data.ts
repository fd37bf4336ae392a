import { READ_MORE_LABEL } from '../../../content/media';
import { contentPage } from '../../../lib/contentPages';
import { liveList } from '../../../lib/liveArticles';
import { mediaItemOf } from '../../../lib/publicApi';

export async function data() {
  const views = await liveList('press_release');
  return {
    page: contentPage('/media/press-release'),
    items: views.map(mediaItemOf),
    readMore: READ_MORE_LABEL,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
