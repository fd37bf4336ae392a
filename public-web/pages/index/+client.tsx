import { OpensAtTop } from '../../components/ui/OpensAtTop';
import { hydrateIslands } from '../../lib/hydrateIslands';
import { HomeHero } from './HomeHero';

void hydrateIslands([OpensAtTop, HomeHero]);
