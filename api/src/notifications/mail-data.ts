/** The data each mail is built from, and the labels and dates the mails show. */
import { TIME_ZONE } from '../platform/dates/ist';
import { SITE_LANGUAGES, type SiteLanguage } from './mail-languages';
import { oneLine } from './mail-safety';

/** Fields a form's kind shows staff beyond the ones its mail names itself: [label, value]. */
export type MailFields = ReadonlyArray<readonly [string, string]>;

/** A contact-form submission, as stored. */
export interface ContactMailData {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  createdAt?: Date;
  more?: MailFields;
  /** The language of the page it was sent from: the acknowledgement's (English by default). */
  language?: SiteLanguage;
}

/** A session registration with the snapshot of its session. */
export interface RegistrationMailData {
  name: string;
  email: string;
  phone?: string | null;
  organization?: string | null;
  message?: string | null;
  createdAt?: Date;
  more?: MailFields;
  /** The language of the page it was sent from: the confirmation's (English by default). */
  language?: SiteLanguage;
  /** The registration's snapshot of its session (empty parts are left out of the mails). */
  session: {
    /** Default "Information Session". */
    title?: string | null;
    /** ISO date (YYYY-MM-DD) or free text. */
    date?: string | Date | null;
    endDate?: string | Date | null;
    time?: string | null;
    /** online | offline | hybrid (or free text). */
    mode?: string | null;
    /** Where it happens, and the link to join (sent to the registrant only). */
    place?: string | null;
    meetingLink?: string | null;
  };
}

/** A career application from either form (jobs page or simple career form). */
export interface ApplicationMailData {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string | null;
  jobPosition: string;
  /** Canonical key ('6m', '1y', '2y', '3y+') or a label. */
  experience?: string | null;
  /** Canonical key ('immediate', '1m', '2m', '3m') or a label. */
  noticePeriod?: string | null;
  salaryExpectation?: string | null;
  linkedin?: string | null;
  /** Set when a resume was uploaded (it is never attached; staff download it in the panel). */
  resumeKey?: string | null;
  createdAt?: Date;
  /** The language of the page it was sent from: the acknowledgement's (English by default). */
  language?: SiteLanguage;
}

export const EXPERIENCE: Record<string, string> = {
  '6m': '6 months',
  '1y': '1 year',
  '2y': '2 years',
  '3y+': '3+ years',
};
export const NOTICE: Record<string, string> = {
  immediate: 'Immediate',
  '1m': '1 month',
  '2m': '2 months',
  '3m': '3 months',
};
export const MODES: Record<string, string> = {
  online: 'Online',
  offline: 'Offline (in person)',
  hybrid: 'Hybrid',
};

// Built once: constructing an Intl.DateTimeFormat costs more than the rest of a mail. In Latin
// digits, as the site writes them.
const SESSION_DATE = Object.fromEntries(
  SITE_LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(`${language}-IN`, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    }),
  ]),
) as Record<SiteLanguage, Intl.DateTimeFormat>;
const RECEIVED = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

/**
 * "Friday, 14 November 2025" for an ISO date ("शुक्रवार, 14 नवंबर 2025" in Hindi); free text is
 * kept as written.
 */
export function sessionDateLabel(date: string | Date, language: SiteLanguage = 'en'): string {
  const iso = date instanceof Date ? date.toISOString().slice(0, 10) : String(date).trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return oneLine(iso, 100);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(d.getTime())) return iso;
  return SESSION_DATE[language].format(d);
}

/** The last minute formatted: the label shows minutes, and formatting costs more than a mail. */
let lastReceived = { minute: NaN, label: '' };

export function received(at: Date | undefined): string {
  const ms = (at ?? new Date()).getTime();
  const minute = Math.floor(ms / 60_000);
  if (minute !== lastReceived.minute) {
    lastReceived = { minute, label: `${RECEIVED.format(ms)} IST` };
  }
  return lastReceived.label;
}
