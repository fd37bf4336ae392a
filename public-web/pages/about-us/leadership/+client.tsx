import { PersonGrid } from '../../../components/people/PersonGrid';
import { hydrateIslands } from '../../../lib/hydrateIslands';

void hydrateIslands([PersonGrid]);
