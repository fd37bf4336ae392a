import { FaqRoutePage } from '../../../components/faq/FaqRoutePage';
import { hydrateIslands } from '../../../lib/hydrateIslands';

void hydrateIslands([FaqRoutePage]);
