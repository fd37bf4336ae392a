import { hydrateIslands } from '../../lib/hydrateIslands';
import { HomeHero } from './HomeHero';

void hydrateIslands([HomeHero]);
