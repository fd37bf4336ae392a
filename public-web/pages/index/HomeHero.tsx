/** The home page's hero carousel, an island. */
import { HeroCarousel } from '../../components/home/HeroCarousel';
import type { HomePageTexts } from '../../i18n/catalog';
import { usePageTexts } from '../../i18n/useChrome';
import { island } from '../../lib/island';
import type { Data } from './+data';

function HomeHeroCarousel({ hero }: Pick<Data, 'hero'>) {
  const t = usePageTexts<HomePageTexts>();
  const slides = hero.slides.map((slide) => ({
    title: t.homeHeroTitle,
    text: t.homeHeroText,
    image: slide.image,
    button: { label: t.homeHeroButton, href: slide.href, external: true },
  }));
  return <HeroCarousel slides={slides} intervalMs={hero.intervalMs} labels={t} />;
}

export const HomeHero = island('HomeHero', HomeHeroCarousel);
