/** Texts of /about-us/our-investors ('Our Investor' page). */
import type { PageContent } from './types';
import { EMAILS } from './site.ts';

export const investorPage: PageContent = {
  route: '/about-us/our-investors',
  title: 'Our Investor',
  metaDescription:
    'The investors and key partners who support Kavach Genomics in making early cancer risk assessment accessible across India.',
  hero: {
    heading: 'Our Investor',
    subheading: 'Patient capital and trusted partners behind early detection.',
  },
  sections: [
    {
      id: 'intro',
      heading: 'Backed by people who share our mission',
      paragraphs: [
        'Kavach Genomics is supported by healthcare-focused investors, family offices and angel investors who believe that early information can change outcomes for families.',
        'Together with our key partners in logistics, laboratories, clinics, nutrition and patient support, they help us bring the HrC and B3 tests to more people, responsibly.',
      ],
    },
    {
      id: 'contact',
      heading: 'Investor and partnership enquiries',
      paragraphs: [
        'For investor relations or to explore a partnership, write to ' +
          EMAILS.general +
          ' with a short note about your organisation. Our team replies Monday to Friday, 9am-6pm IST.',
      ],
      cta: { label: 'Contact Us', href: '/contact-us' },
    },
  ],
};
