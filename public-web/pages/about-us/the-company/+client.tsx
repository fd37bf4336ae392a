import { VideoBackground } from '../../../components/offer/VideoBackground';
import { hydrateIslands } from '../../../lib/hydrateIslands';

void hydrateIslands([VideoBackground]);
