import { OpensAtTop } from '../../../components/ui/OpensAtTop';
import { hydrateIslands } from '../../../lib/hydrateIslands';

void hydrateIslands([OpensAtTop]);
