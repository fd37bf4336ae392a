/**
 * Package pages: /products/packages/corporate, /products/packages/cancer-survivor
 * and /products/packages/hospitals (three placeholder partner hospitals, their words in the
 * catalogs).
 */
import type { MessageKey } from '../i18n/catalog';
import type { PageContent } from './types';
import { EMAILS, URLS } from './site.ts';

export const corporatePackagePage: PageContent = {
  route: '/products/packages/corporate',
  title: 'Corporate Packages',
  metaDescription:
    'Offer the HrC blood-based cancer risk test to your employees, with group and corporate discounts arranged through Kavach Genomics customer care.',
  hero: {
    heading: 'Corporate Packages',
    subheading: 'Make early cancer risk assessment part of your workplace wellness programme.',
  },
  sections: [
    {
      id: 'why',
      heading: 'Why offer HrC to your team?',
      paragraphs: [
        'The HrC test is a simple, non-invasive blood test that assesses cancer risk before symptoms appear. It needs no fasting and only 8–10 ml of blood, so it fits easily into a working day.',
        'Offering it as part of a wellness programme shows employees that their long-term health matters.',
      ],
    },
    {
      id: 'how',
      heading: 'How corporate packages work',
      bullets: [
        'Tell our customer-care team how many employees you would like to cover and where they are based.',
        'We share the group and corporate discount that applies to your team.',
        'Employees book and pay online in advance and give their sample at a collection centre in Mumbai, Bangalore or Delhi.',
        'Each employee receives their own report by e-mail, with an SMS alert, within 10 working days after the sample reaches our laboratory.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Confidential by design',
      paragraphs: [
        'Reports go only to the individual employee’s registered e-mail address. Employers do not receive individual results.',
        'Eligibility rules apply to every participant: the test is for adults aged 18 and above without active cancer, and some temporary conditions such as pregnancy or recent surgery mean waiting before testing.',
      ],
    },
    {
      id: 'contact',
      heading: 'Get a quote',
      paragraphs: [
        'Write to ' +
          EMAILS.customerCare +
          ' or use our contact form, and our team will get back to you within one working day.',
      ],
      cta: { label: 'Contact Us', href: '/contact-us' },
    },
  ],
};

export const cancerSurvivorPackagePage: PageContent = {
  route: '/products/packages/cancer-survivor',
  title: 'Cancer Survivor Package',
  metaDescription:
    'Baseline monitoring for cancer survivors: four tests in six months, then a repeat every 6 to 12 months, with a scan recommended after two consecutive rises.',
  hero: {
    heading: 'Cancer Survivor Package',
    subheading: 'Regular monitoring against your own baseline, so change is noticed early.',
  },
  sections: [
    {
      id: 'idea',
      heading: 'Compared with yourself, not with an average',
      paragraphs: [
        'After treatment, what is normal is different for every survivor. This package first learns what is normal for you, then watches for change over time.',
      ],
    },
    {
      id: 'rules',
      heading: 'How the package works',
      bullets: [
        'Baseline: four tests within six months establish your personal baseline.',
        'Monitoring: after the baseline, the test is repeated every 6 to 12 months, as agreed with your oncologist.',
        'Action: if the score rises above your baseline on two consecutive tests, a scan is recommended.',
      ],
    },
    {
      id: 'doctor',
      heading: 'Working with your oncologist',
      paragraphs: [
        'The package supports, and never replaces, the follow-up plan set by your oncologist. Please share each report with your care team. A post-test consultation is available on request.',
      ],
    },
    {
      id: 'more',
      heading: 'Learn more',
      paragraphs: [
        'Read about the survivorship programme and how it fits into life after treatment.',
      ],
      cta: { label: 'Cancer Survivor programme', href: '/cancer-survivor' },
    },
  ],
  ctas: [
    { label: 'Book a Test', href: URLS.booking, external: true },
    { label: 'Contact Us', href: '/contact-us' },
  ],
};

/**
 * A placeholder partner hospital (fictional): its picture, and the keys of its words in the
 * catalogs (i18n/, `hospital…`), which its page reads in its language (its +data).
 */
export interface HospitalSource {
  name: MessageKey;
  city: MessageKey;
  area: MessageKey;
  image: string;
  description: MessageKey;
  services: MessageKey[];
}

/** The partner hospitals' cards on /products/packages/hospitals. */
export const HOSPITALS: HospitalSource[] = [
  {
    name: 'hospitalAName',
    city: 'hospitalACity',
    area: 'hospitalAArea',
    image: '/images/hospital.svg',
    description: 'hospitalADescription',
    services: ['hospitalAService1', 'hospitalAService2', 'hospitalAService3'],
  },
  {
    name: 'hospitalBName',
    city: 'hospitalBCity',
    area: 'hospitalBArea',
    image: '/images/hospital.svg',
    description: 'hospitalBDescription',
    services: ['hospitalBService1', 'hospitalBService2', 'hospitalBService3'],
  },
  {
    name: 'hospitalCName',
    city: 'hospitalCCity',
    area: 'hospitalCArea',
    image: '/images/hospital.svg',
    description: 'hospitalCDescription',
    services: ['hospitalCService1', 'hospitalCService2', 'hospitalCService3'],
  },
];

export const hospitalsPackagePage: PageContent = {
  route: '/products/packages/hospitals',
  title: 'Hospital Packages',
  metaDescription:
    'Kavach Genomics works with partner hospitals to offer HrC and B3 tests to their patients. See our partner hospitals and how to join.',
  hero: {
    heading: 'Hospital Packages',
    subheading: 'Bringing blood-based risk assessment and B3 reports to hospital patients.',
  },
  sections: [
    {
      id: 'intro',
      heading: 'Our partner hospitals',
      paragraphs: [
        'We work with hospitals so that their patients can access the HrC test and B3 reports close to the care team they already trust.',
      ],
    },
    {
      id: 'join',
      heading: 'Become a partner hospital',
      paragraphs: [
        'Hospitals interested in offering our tests can contact us to discuss sample collection, reporting and referral arrangements.',
      ],
      cta: { label: 'Contact Us', href: '/contact-us' },
    },
  ],
};
