import { Controller, Inject } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../platform/http/routes';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import {
  CURRENT_PRIVACY_NOTICE,
  PRIVACY_NOTICE_VERSIONS,
  type PrivacyNoticeVersion,
} from './privacy-notice';

export class RetentionPeriods {
  @ApiProperty({ description: 'Contact messages, from the day received' }) contactsDays: number;
  @ApiProperty({ description: "Session registrations, from the session's last day" })
  registrationsDays: number;
  @ApiProperty({ description: 'Job applications with their resume files' })
  applicationsDays: number;
  @ApiProperty({
    description: 'Newsletter sign-ups nobody confirmed, from the last confirmation mail',
  })
  unconfirmedSignUpHours: number;
  @ApiProperty({ description: 'Audit log entries (at least a year)' }) auditDays: number;
  @ApiProperty({ description: 'Mails that were sent (0: kept)' }) sentMailsDays: number;
  @ApiProperty({ description: 'Mails that could not be delivered' }) failedMailsDays: number;
}

export class PrivacyNoticeView {
  @ApiProperty({ enum: PRIVACY_NOTICE_VERSIONS, description: 'The notice forms show now' })
  version: PrivacyNoticeVersion;
  @ApiProperty({ type: RetentionPeriods }) retention: RetentionPeriods;
}

/** What the site's privacy notices and policy state, from the configuration the purge uses. */
@ApiTags('privacy')
@Controller('privacy-notice')
export class PrivacyNoticeController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @PublicRead(
    'Current privacy notice version and retention periods',
    PrivacyNoticeView,
    'public, max-age=300',
  )
  notice(): PrivacyNoticeView {
    const r = this.config.retention;
    return {
      version: CURRENT_PRIVACY_NOTICE,
      retention: {
        contactsDays: r.contactsDays,
        registrationsDays: r.registrationsDays,
        applicationsDays: r.applicationsDays,
        unconfirmedSignUpHours: this.config.newsletter.confirmHours,
        auditDays: r.auditDays,
        sentMailsDays: this.config.mail.retentionDays,
        failedMailsDays: r.failedMailsDays,
      },
    };
  }
}
