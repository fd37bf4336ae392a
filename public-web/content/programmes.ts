/**
 * Home page programme cards, in the order the page shows them; every card's
 * 'Read More' link goes to `link` and scrolls to the top.
 */
import type { ProgrammeCard } from './types';

export const CANCER_PROGRAMMES_HEADING = 'Explore Our Cancer Support Programs';
export const DIABETES_PROGRAMMES_HEADING = 'Explore Our Diabetes Support Programs';

export const cancerProgrammes: ProgrammeCard[] = [
  {
    icon: '/images/icon-screening.svg',
    category: 'Screening',
    title: 'Screening for Healthy Individuals',
    description:
      'A simple blood test that estimates your cancer risk before any symptoms appear, so you and your doctor can plan the right next step.',
    link: '/screening-subject',
  },
  {
    icon: '/images/icon-survivor.svg',
    category: 'Survivorship',
    title: 'Cancer Survivor',
    description:
      'Regular blood-based monitoring against your own baseline, so any change after treatment is noticed and discussed early.',
    link: '/cancer-survivor',
  },
  {
    icon: '/images/icon-patient.svg',
    category: 'Patient Care',
    title: 'Cancer Patient',
    description:
      'B3 reports that show the affected organ and gene pathways, giving your oncologist more information during and after treatment.',
    link: '/cancer-patient',
  },
];

export const diabetesProgrammes: ProgrammeCard[] = [
  {
    icon: '/images/icon-type1.svg',
    category: 'Diabetes',
    title: 'Type 1 Diabetes',
    description:
      'A B3 diabetes report that looks at the gene pathways involved, to support the care plan you build with your doctor.',
    link: '/diabetes-type1',
  },
  {
    icon: '/images/icon-type2.svg',
    category: 'Diabetes',
    title: 'Type 2 Diabetes',
    description:
      'Go beyond blood sugar numbers: see which gene pathways are changed and discuss what that means for your care.',
    link: '/diabetes-type2',
  },
  {
    icon: '/images/icon-comorbidity.svg',
    category: 'Diabetes',
    title: 'Comorbidity Management',
    description:
      'Diabetes rarely travels alone. B3 reports for diabetes, cardiac and neurological conditions help you see the whole picture.',
    link: '/diabetes-comorbidities',
  },
];
