/**
 * Tributes (/tribute/{slug}) and their cards on /about-us/the-company.
 * Both people are fictional. Slugs are kebab-case names.
 */
import type { MessageKey } from '../i18n/catalog';
import type { Tribute } from './types';

export const tributes: Tribute[] = [
  {
    slug: 'vasant-kelkar',
    name: 'Dr. Vasant Kelkar',
    role: 'Founder',
    years: '1949 – 2021',
    image: '/images/tribute-diya.svg',
    summary:
      'Our founder, whose belief that every family deserves early information about their health is the reason Kavach Genomics exists.',
    paragraphs: [
      'Dr. Vasant Kelkar founded Kavach Genomics with a conviction he repeated often: that no family should learn about serious illness only when it is too late to plan. He chose the name *Kavach*, a shield, because he saw early information as a form of protection.',
      'A physician and researcher for more than four decades, he combined scientific rigour with unusual warmth. Colleagues remember him explaining complex biology to patients with patience and humour, and insisting that every report the company produced be written so that a worried family could understand it.',
      'He mentored a generation of young scientists, many of whom still work with us, and he never missed an opportunity to thank the laboratory technicians and collection staff who, in his words, “carry the trust of every sample”.',
      'Dr. Kelkar passed away in 2021. His kindness, his curiosity and his insistence on doing things properly remain part of how we work every day. We miss him, and we are grateful for everything he built.',
    ],
  },
  {
    slug: 'radhika-menon',
    name: 'Radhika Menon',
    role: 'Chief Operating Officer',
    years: '1972 – 2023',
    image: '/images/tribute-diya.svg',
    summary:
      'Our former Chief Operating Officer, who built the collection-centre network and the customer care that our customers still praise.',
    paragraphs: [
      'Radhika Menon joined Kavach Genomics in its early years and became its Chief Operating Officer. She turned an idea into a service: collection centres, sample transport, laboratory schedules and a customer-care team that answered every question with patience.',
      'She believed that operations are an act of care. Radhika personally reviewed the process for handling samples that needed to be redrawn, so that customers would always receive a call and a clear explanation rather than a form letter.',
      'Colleagues remember her calm in a crisis, her open door and the handwritten notes she left for teams who had gone the extra mile.',
      'Radhika passed away in 2023. The standards she set, and the people she trained, continue to shape every visit to our centres. We remember her with deep affection and gratitude.',
    ],
  },
];

/**
 * The words of each tribute's card on /about-us/the-company in the catalogs (i18n/, `tribute…`),
 * which that page reads where it is translated (its +data), and so does the tribute's page
 * (pages/tribute/@name) in Hindi and Marathi. The catalogs' English is the tributes' own
 * (lib/contentPages.test.ts).
 */
export const TRIBUTE_CARD_KEYS: Record<string, { role: MessageKey; summary: MessageKey }> = {
  'vasant-kelkar': { role: 'tributeKelkarRole', summary: 'tributeKelkarSummary' },
  'radhika-menon': { role: 'tributeMenonRole', summary: 'tributeMenonSummary' },
};

/** Each tribute's paragraphs in the catalogs, in order (its page in Hindi and Marathi). */
export const TRIBUTE_STORY_KEYS: Record<string, readonly MessageKey[]> = {
  'vasant-kelkar': [
    'tributeKelkarStory1',
    'tributeKelkarStory2',
    'tributeKelkarStory3',
    'tributeKelkarStory4',
  ],
  'radhika-menon': [
    'tributeMenonStory1',
    'tributeMenonStory2',
    'tributeMenonStory3',
    'tributeMenonStory4',
  ],
};

/** Tribute by slug, or undefined (render the not-found view). */
export function tributeBySlug(slug: string): Tribute | undefined {
  return tributes.find((t) => t.slug === slug);
}
