import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { Column } from 'typeorm';
import { Stacked } from '../platform/fields/stacked';

/**
 * Versions of the privacy notice the public forms show under themselves. A form sends the version
 * it showed and the record keeps it with the time, so staff can tell what a person was told when
 * they agreed. A new text gets a new version appended here; an old one stays accepted while pages
 * that still show it may be open in visitors' browsers. The texts live with the site
 * (public-web/content/privacyNotice.ts), which is type-checked against this list through the
 * OpenAPI client.
 */
export const PRIVACY_NOTICE_VERSIONS = ['2026-11-23'] as const;
export type PrivacyNoticeVersion = (typeof PRIVACY_NOTICE_VERSIONS)[number];
export const CURRENT_PRIVACY_NOTICE: PrivacyNoticeVersion =
  PRIVACY_NOTICE_VERSIONS[PRIVACY_NOTICE_VERSIONS.length - 1];

export const NOTICE_NOT_SHOWN =
  'Please reload the page, read the privacy notice under the form and send it again.';
export const CV_CONSENT_REQUIRED =
  'Please agree to the processing of your CV and details to apply.';

/** The privacy notice version the form showed (required; declare it before the captcha). */
export const NoticeVersionField = () =>
  Stacked(
    ApiProperty({
      enum: PRIVACY_NOTICE_VERSIONS,
      description: 'Version of the privacy notice shown under the form (stored with the record)',
    }),
    IsIn(PRIVACY_NOTICE_VERSIONS, { message: NOTICE_NOT_SHOWN }),
  );

/**
 * The application forms' explicit consent checkbox. Multipart fields arrive as text, so 'true'
 * (what FormData sends for the checked box) counts as true; anything else is refused.
 */
export const CvConsentField = () =>
  Stacked(
    ApiProperty({
      type: 'boolean',
      enum: [true],
      description: "Consent to process the CV and details (multipart: the text 'true')",
    }),
    Transform(({ value }) => value === true || value === 'true'),
    IsIn([true], { message: CV_CONSENT_REQUIRED }),
  );

/**
 * The two columns every table of a public form has (migration PrivacyNotice): the notice version
 * shown and the time of consent. NULL on rows from before notices existed.
 */
export abstract class ConsentRecord {
  @Column({ name: 'privacy_notice', type: 'varchar', length: 20, nullable: true })
  privacyNotice: string | null;

  @Column({ name: 'consented_at', type: 'timestamptz', nullable: true })
  consentedAt: Date | null;
}

/** The consent of a record as the admin shows it. */
export class ConsentView {
  @ApiProperty({ description: 'Version of the privacy notice the form showed' }) notice: string;
  @ApiProperty({ format: 'date-time', description: 'When the person agreed (sent the form)' })
  agreed_at: string;
}

export class ConsentFields {
  @ApiPropertyOptional({
    type: ConsentView,
    nullable: true,
    description: 'null: sent before the site showed a privacy notice',
  })
  consent: ConsentView | null;
}

export function toConsentView(r: ConsentRecord): ConsentView | null {
  return r.privacyNotice && r.consentedAt
    ? { notice: r.privacyNotice, agreed_at: r.consentedAt.toISOString() }
    : null;
}
