import {
  advisors,
  board,
  BOARD_FIRST_ROW_COUNT,
  LEADERSHIP_HEADINGS,
  management,
} from '../../../content/people';

export function data() {
  return {
    headings: LEADERSHIP_HEADINGS,
    management,
    board,
    boardFirstRow: BOARD_FIRST_ROW_COUNT,
    advisors,
  };
}

export type Data = ReturnType<typeof data>;
