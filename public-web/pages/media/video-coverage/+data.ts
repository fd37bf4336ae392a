import { contentPage } from '../../../lib/contentPages';
import type { PageContextServer } from 'vike/types';
import { liveListPage } from '../../../lib/liveArticles';
import { mediaItemOf } from '../../../lib/publicApi';

export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'video');
  return {
    preview,
    page: contentPage('/media/video-coverage'),
    items: views.map(mediaItemOf),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
