import { contentPage } from '../../../lib/contentPages';
import { liveList } from '../../../lib/liveArticles';
import { publicationOf } from '../../../lib/publicApi';

export async function data() {
  const views = await liveList('publication');
  return { page: contentPage('/science/publications'), publications: views.map(publicationOf) };
}

export type Data = Awaited<ReturnType<typeof data>>;
