/**
 * Key partners (investor page grid, 7 rows of 3 — the last row holds one
 * partner and two empty slots that render nothing). All names are fictional.
 * Each logo is a small SVG that already contains the partner's name.
 */
import type { Partner } from './types';

export const PARTNERS_HEADING = 'Key Partners';
const PARTNERS_PER_ROW = 3;

const partners: Partner[] = [
  { name: 'Meghdoot Cold Chain', img: '/images/partners/partner-01.svg' },
  { name: 'Triveni Pathology Partners', img: '/images/partners/partner-02.svg' },
  { name: 'Ankur Wellness Clinics', img: '/images/partners/partner-03.svg' },
  { name: 'Sankalp Corporate Health', img: '/images/partners/partner-04.svg' },
  { name: 'Neelkanth Bioinformatics', img: '/images/partners/partner-05.svg' },
  { name: 'Prerna Cancer Support Foundation', img: '/images/partners/partner-06.svg' },
  { name: 'Saptarishi Clinic Network', img: '/images/partners/partner-07.svg' },
  { name: 'Jeevika Health Cover', img: '/images/partners/partner-08.svg' },
  { name: 'Kaveri Sequencing Labs', img: '/images/partners/partner-09.svg' },
  { name: 'Amrit Nutrition Studio', img: '/images/partners/partner-10.svg' },
  { name: 'Chandan Home Care', img: '/images/partners/partner-11.svg' },
  { name: 'Setu Telehealth', img: '/images/partners/partner-12.svg' },
  { name: 'Udaan Employee Wellness', img: '/images/partners/partner-13.svg' },
  { name: 'Suraksha Survivors Circle', img: '/images/partners/partner-14.svg' },
  { name: 'Pragati Lab Automation', img: '/images/partners/partner-15.svg' },
  { name: 'Indradhanush Health Media', img: '/images/partners/partner-16.svg' },
  { name: 'Tarang Medical Devices', img: '/images/partners/partner-17.svg' },
  { name: 'Vriksha Research Trust', img: '/images/partners/partner-18.svg' },
  { name: 'Sarthi Patient Navigation', img: '/images/partners/partner-19.svg' },
];

/**
 * Partners split into rows of `perRow`; the last row is padded with null
 * (render an empty slot for null).
 */
export function partnerRows(perRow: number = PARTNERS_PER_ROW): (Partner | null)[][] {
  const rows: (Partner | null)[][] = [];
  for (let i = 0; i < partners.length; i += perRow) {
    const row: (Partner | null)[] = partners.slice(i, i + perRow);
    while (row.length < perRow) row.push(null);
    rows.push(row);
  }
  return rows;
}
