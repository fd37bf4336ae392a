import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { HeroCarousel } from '../../components/home/HeroCarousel';
import { ProgrammeCards } from '../../components/home/ProgrammeCards';
import { programmeCard } from '../../content/programmes';
import type { HomePageTexts } from '../../i18n/catalog';
import { usePageTexts } from '../../i18n/useChrome';
import type { Data } from './+data';

/** Translated whole: its words are the page's language (i18n/, the `home…` and `programme…` keys). */
export default function Page() {
  const { hero, cancer, diabetes } = useData<Data>();
  const t = usePageTexts<HomePageTexts>();
  // The home page always opens scrolled to the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const slides = hero.slides.map((slide) => ({
    title: t.homeHeroTitle,
    text: t.homeHeroText,
    image: slide.image,
    button: { label: t.homeHeroButton, href: slide.href, external: true },
  }));
  return (
    <>
      <HeroCarousel slides={slides} intervalMs={hero.intervalMs} labels={t} />
      <ProgrammeCards
        id="cancer-programmes"
        heading={t.homeCancerHeading}
        cards={cancer.map((card) => programmeCard(card, t))}
        texts={t}
      />
      <div className="section--alt">
        <ProgrammeCards
          id="diabetes-programmes"
          heading={t.homeDiabetesHeading}
          cards={diabetes.map((card) => programmeCard(card, t))}
          texts={t}
        />
      </div>
    </>
  );
}
