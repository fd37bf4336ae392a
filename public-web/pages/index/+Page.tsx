import { useData } from 'vike-react/useData';
import { ProgrammeCards } from '../../components/home/ProgrammeCards';
import { OpensAtTop } from '../../components/ui/OpensAtTop';
import { programmeCard } from '../../content/programmes';
import type { HomePageTexts } from '../../i18n/catalog';
import { usePageTexts } from '../../i18n/useChrome';
import type { Data } from './+data';
import { HomeHero } from './HomeHero';

/** Translated whole: its words are the page's language (i18n/, the `home…` and `programme…` keys). */
export default function Page() {
  const { hero, cancer, diabetes } = useData<Data>();
  const t = usePageTexts<HomePageTexts>();
  return (
    <>
      <OpensAtTop />
      <HomeHero hero={hero} />
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
