import { hydrateIslands } from '../../../lib/hydrateIslands';
import { SubscriptionConfirmation } from './SubscriptionConfirmation';

void hydrateIslands([SubscriptionConfirmation]);
