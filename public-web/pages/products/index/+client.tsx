import { hydrateIslands } from '../../../lib/hydrateIslands';

void hydrateIslands([]);
