/**
 * Brand and contact details used in mails. Copied from public-web/content/site.ts (the API
 * does not import the web app at runtime); brand.spec.ts fails when the two drift apart.
 */
export const BRAND = {
  name: 'Kavach Genomics',
  generalEmail: 'info@kavach.example',
  customerCareEmail: 'care@kavach.example',
  careersEmail: 'careers@kavach.example',
  officePhone: '+91 22 4000 1200',
  customerCarePhone: '+91 22 4000 1300',
  contactHours: 'Monday to Friday, 9am-6pm IST',
  /** Brand green (site.ts BRAND_COLOUR). */
  colour: '#1b7f4b',
} as const;
