import { contentPage } from '../../../lib/contentPages';
import { liveList } from '../../../lib/liveArticles';
import { mediaItemOf } from '../../../lib/publicApi';

export async function data() {
  const views = await liveList('video');
  return { page: contentPage('/media/video-coverage'), items: views.map(mediaItemOf) };
}

export type Data = Awaited<ReturnType<typeof data>>;
