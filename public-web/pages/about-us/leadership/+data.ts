import { BOARD_FIRST_ROW_COUNT, LEADERSHIP_HEADINGS } from '../../../content/people';
import type { PageContextServer } from 'vike/types';
import { englishNotice, liveListPage } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';
import { peopleOf } from '../../../lib/publicApi';

/** The three groups of the leader kind (fields.group), each in the API's order. */
export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'leader');
  const locale = pageLocale(pageContext);
  const management = peopleOf(views, 'management', locale);
  const board = peopleOf(views, 'board', locale);
  const advisors = peopleOf(views, 'advisors', locale);
  return {
    preview,
    headings: LEADERSHIP_HEADINGS,
    management,
    board,
    boardFirstRow: BOARD_FIRST_ROW_COUNT,
    advisors,
    // One line above the three groups.
    ...englishNotice(locale, [...management, ...board, ...advisors], 'list'),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
