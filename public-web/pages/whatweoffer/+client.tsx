import { StepCarousel } from '../../components/offer/StepCarousel';
import { VideoBackground } from '../../components/offer/VideoBackground';
import { hydrateIslands } from '../../lib/hydrateIslands';

void hydrateIslands([StepCarousel, VideoBackground]);
