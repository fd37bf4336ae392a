import { BlogGrid } from '../../../components/blog/BlogGrid';
import { hydrateIslands } from '../../../lib/hydrateIslands';

void hydrateIslands([BlogGrid]);
