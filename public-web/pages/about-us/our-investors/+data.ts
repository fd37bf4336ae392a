import { investorPage } from '../../../content/investors';
import { PARTNERS_HEADING, partnerRows } from '../../../content/partners';

export function data() {
  return { page: investorPage, partnersHeading: PARTNERS_HEADING, partnerRows: partnerRows() };
}

export type Data = ReturnType<typeof data>;
