/**
 * Home page programme cards, in the order the page shows them; every card's 'Read More' link
 * goes to `link` and scrolls to the top. Their words are the home page's texts in the catalogs
 * (i18n/, the `programme…` keys), in the page's language.
 */
import type { HomePageTexts } from '../i18n/catalog';

type TextKey = keyof HomePageTexts;

export interface ProgrammeCardSource {
  /** Path to an SVG icon. */
  icon: string;
  /** Its texts' keys. */
  category: TextKey;
  title: TextKey;
  description: TextKey;
  /** Internal route the 'Read More' link opens. */
  link: string;
}

export const cancerProgrammes: ProgrammeCardSource[] = [
  {
    icon: '/images/icon-screening.svg',
    category: 'programmeScreeningCategory',
    title: 'programmeScreeningTitle',
    description: 'programmeScreeningText',
    link: '/screening-subject',
  },
  {
    icon: '/images/icon-survivor.svg',
    category: 'programmeSurvivorCategory',
    title: 'programmeSurvivorTitle',
    description: 'programmeSurvivorText',
    link: '/cancer-survivor',
  },
  {
    icon: '/images/icon-patient.svg',
    category: 'programmePatientCategory',
    title: 'programmePatientTitle',
    description: 'programmePatientText',
    link: '/cancer-patient',
  },
];

export const diabetesProgrammes: ProgrammeCardSource[] = [
  {
    icon: '/images/icon-type1.svg',
    category: 'programmeType1Category',
    title: 'programmeType1Title',
    description: 'programmeType1Text',
    link: '/diabetes-type1',
  },
  {
    icon: '/images/icon-type2.svg',
    category: 'programmeType2Category',
    title: 'programmeType2Title',
    description: 'programmeType2Text',
    link: '/diabetes-type2',
  },
  {
    icon: '/images/icon-comorbidity.svg',
    category: 'programmeComorbidityCategory',
    title: 'programmeComorbidityTitle',
    description: 'programmeComorbidityText',
    link: '/diabetes-comorbidities',
  },
];

/** A card's words in the page's language. */
export function programmeCard(source: ProgrammeCardSource, t: HomePageTexts) {
  return {
    icon: source.icon,
    link: source.link,
    category: t[source.category],
    title: t[source.title],
    description: t[source.description],
  };
}
