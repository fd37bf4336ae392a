import { BOARD_FIRST_ROW_COUNT, LEADERSHIP_HEADINGS } from '../../../content/people';
import { liveList } from '../../../lib/liveArticles';
import { peopleOf } from '../../../lib/publicApi';

/** The three groups of the leader kind (fields.group), each in the API's order. */
export async function data() {
  const views = await liveList('leader');
  return {
    headings: LEADERSHIP_HEADINGS,
    management: peopleOf(views, 'management'),
    board: peopleOf(views, 'board'),
    boardFirstRow: BOARD_FIRST_ROW_COUNT,
    advisors: peopleOf(views, 'advisors'),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
