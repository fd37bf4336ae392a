import { useData } from 'vike-react/useData';
import { ContentPage } from '../../../../components/contentPage/ContentPage';
import { StepCarousel } from '../../../../components/offer/StepCarousel';
import type { Data } from './+data';

/**
 * B3 for oncology: the four-step carousel auto-advances every 5 s and its steps are clickable; in
 * the page's language where it is translated (+data).
 */
export default function Page() {
  const { page, steps, autoAdvanceMs, carousel } = useData<Data>();
  return (
    <ContentPage
      page={page}
      extras={{
        how: (
          <StepCarousel
            steps={steps}
            label={carousel?.label ?? 'B3 test steps'}
            stepOf={carousel?.stepOf ?? 'Step {position} of {total}'}
            autoAdvanceMs={autoAdvanceMs}
          />
        ),
      }}
    />
  );
}
