import { hydrateIslands } from '../../lib/hydrateIslands';
import { SessionRegistrations } from './SessionRegistrations';

void hydrateIslands([SessionRegistrations]);
