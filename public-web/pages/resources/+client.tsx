import { BlogGrid } from '../../components/blog/BlogGrid';
import { FaqAccordion } from '../../components/faq/FaqAccordion';
import { hydrateIslands } from '../../lib/hydrateIslands';

void hydrateIslands([FaqAccordion, BlogGrid]);
