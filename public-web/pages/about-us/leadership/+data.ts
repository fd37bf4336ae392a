import { BOARD_FIRST_ROW_COUNT, LEADERSHIP_HEADINGS } from '../../../content/people';
import type { PageContextServer } from 'vike/types';
import { liveListPage } from '../../../lib/liveArticles';
import { peopleOf } from '../../../lib/publicApi';

/** The three groups of the leader kind (fields.group), each in the API's order. */
export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'leader');
  return {
    preview,
    headings: LEADERSHIP_HEADINGS,
    management: peopleOf(views, 'management'),
    board: peopleOf(views, 'board'),
    boardFirstRow: BOARD_FIRST_ROW_COUNT,
    advisors: peopleOf(views, 'advisors'),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
