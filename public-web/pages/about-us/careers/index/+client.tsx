import { hydrateIslands } from '../../../../lib/hydrateIslands';
import { OpeningsBoard } from './OpeningsBoard';

void hydrateIslands([OpeningsBoard]);
