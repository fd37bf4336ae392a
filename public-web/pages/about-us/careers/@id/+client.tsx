import { hydrateIslands } from '../../../../lib/hydrateIslands';
import { ApplyForJob } from './ApplyForJob';

void hydrateIslands([ApplyForJob]);
