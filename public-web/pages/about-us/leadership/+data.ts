import { BOARD_FIRST_ROW_COUNT } from '../../../content/people';
import type { PageContextServer } from 'vike/types';
import { englishNotice, liveListPage } from '../../../lib/liveArticles';
import { pageLocale } from '../../../lib/locale';
import { peopleOf } from '../../../lib/publicApi';

/**
 * The three groups of the leader kind (fields.group), each in the API's order, each person in the
 * page's language where a translation is published. The page's own words (its hero and the
 * groups' headings) are its pageTexts (i18n/catalog.ts TRANSLATED_PAGES).
 */
export async function data(pageContext: PageContextServer) {
  const { views, preview } = await liveListPage(pageContext, 'leader');
  const locale = pageLocale(pageContext);
  const management = peopleOf(views, 'management', locale);
  const board = peopleOf(views, 'board', locale);
  const advisors = peopleOf(views, 'advisors', locale);
  return {
    preview,
    management,
    board,
    boardFirstRow: BOARD_FIRST_ROW_COUNT,
    advisors,
    // One line above the three groups.
    ...englishNotice(locale, [...management, ...board, ...advisors], 'list'),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
