import { ItemNotFound } from '../../components/notFound/ItemNotFound';
import { hydrateIslands } from '../../lib/hydrateIslands';

void hydrateIslands([ItemNotFound]);
