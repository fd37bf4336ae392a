import { FaqTabs } from '../../../components/faq/FaqTabs';
import { hydrateIslands } from '../../../lib/hydrateIslands';

void hydrateIslands([FaqTabs]);
