/** The islands of the site's frame (pages/+Layout.tsx), on every page. */
import { CopyrightLine, FooterNewsletter } from './FooterIslands';
import { Navbar } from './Navbar';
import { ScrollingBanner } from './ScrollingBanner';
import { ScrollToTop } from './ScrollToTop';
import { SuccessorPopup } from './SuccessorPopup';

export const LAYOUT_ISLANDS = [
  ScrollingBanner,
  Navbar,
  FooterNewsletter,
  CopyrightLine,
  SuccessorPopup,
  ScrollToTop,
];
