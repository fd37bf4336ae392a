/**
 * The privacy notice shown under every public form: what the form collects, why, how long it is
 * kept and where to read more. The version is sent with each submission and stored with the
 * record; its type comes from the API's list of accepted versions, so a text change that gets a
 * new version must be added there too (api/src/privacy-notice/privacy-notice.ts).
 */
import type { Schemas } from '@kavach/api-client';

export type PrivacyNoticeVersion = Schemas['CreateContactDto']['privacyNotice'];
export type RetentionPeriods = Schemas['RetentionPeriods'];

/** The version of the texts below. */
export const PRIVACY_NOTICE_VERSION: PrivacyNoticeVersion = '2026-11-23';

/** "2 years", "1 year", "6 months", "90 days": whole years or months when the days allow it. */
export function periodText(days: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (days % 365 === 0) return plural(days / 365, 'year');
  if (days % 30 === 0 && days < 365) return plural(days / 30, 'month');
  return plural(days, 'day');
}

/** The notice's sentence on keeping: the configured period, or a pointer to the policy without it. */
function kept(days: number | undefined, after: string): string {
  return days === undefined
    ? 'We keep them only as long as our Privacy Policy says, then delete them.'
    : `We delete them ${periodText(days)} after ${after}.`;
}

export type NoticeForm = 'contact' | 'registration' | 'application' | 'newsletter';

/** The notice of one form, given the retention periods (null when they could not be loaded). */
export function noticeText(form: NoticeForm, r: RetentionPeriods | null): string {
  switch (form) {
    case 'contact':
      return (
        'We use your name, e-mail, phone number and message only to reply to you. ' +
        kept(r?.contactsDays, 'we receive them')
      );
    case 'registration':
      return (
        'We use these details only to organise the session and send you its details. ' +
        kept(r?.registrationsDays, 'the session')
      );
    case 'application':
      return (
        'We use your details and CV only to assess your application and contact you about it; only our hiring team sees them. ' +
        kept(r?.applicationsDays, 'we receive them')
      );
    case 'newsletter':
      return 'We use your e-mail address only to send our newsletter, once you confirm it. Every newsletter has a one-click unsubscribe, which deletes your address.';
  }
}

/** The application forms' required consent box. */
export const CV_CONSENT_LABEL =
  'I agree that Kavach Genomics may process my CV and the details above to assess my application.';
