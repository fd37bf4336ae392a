import { StepCarousel } from '../../../../components/offer/StepCarousel';
import { hydrateIslands } from '../../../../lib/hydrateIslands';

void hydrateIslands([StepCarousel]);
