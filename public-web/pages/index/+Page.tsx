import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { HeroCarousel } from '../../components/home/HeroCarousel';
import { ProgrammeCards } from '../../components/home/ProgrammeCards';
import type { Data } from './+data';

export default function Page() {
  const { hero, cancer, diabetes } = useData<Data>();
  // The home page always opens scrolled to the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <>
      <HeroCarousel slides={hero.slides} intervalMs={hero.intervalMs} />
      <ProgrammeCards id="cancer-programmes" heading={cancer.heading} cards={cancer.cards} />
      <div className="section--alt">
        <ProgrammeCards
          id="diabetes-programmes"
          heading={diabetes.heading}
          cards={diabetes.cards}
        />
      </div>
    </>
  );
}
