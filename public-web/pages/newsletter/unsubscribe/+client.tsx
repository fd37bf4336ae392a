import { hydrateIslands } from '../../../lib/hydrateIslands';
import { UnsubscribeChoice } from './UnsubscribeChoice';

void hydrateIslands([UnsubscribeChoice]);
