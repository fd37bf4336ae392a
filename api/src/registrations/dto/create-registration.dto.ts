import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  CaptchaField,
  EmailField,
  MessageField,
  PersonName,
  PhoneField,
} from '../../platform/fields/form-fields';
import { FIELD_LENGTHS as N } from '../../platform/fields/rules';
import { Trim } from '../../platform/fields/trim.decorator';
import { NoticeVersionField, type PrivacyNoticeVersion } from '../../privacy-notice/privacy-notice';
import { PageLanguageField, type SiteLanguage } from '../../notifications/mail-languages';
import { IsRealIsoDate } from '../../platform/dates/real-date';
import { SESSION_MODES } from '../../sessions/session.entity';

export const REGISTRATION_THANKS = "Thanks for registering! We'll be in touch soon.";
export const SESSION_NOT_OPEN =
  'This session is not open for registration. Please choose another session.';

/**
 * The registration modal. Declared in the form's order; the captcha is checked last.
 * sessionId and organization are optional: without sessionId the open session with the given
 * date, time and mode is used.
 */
export class CreateRegistrationDto {
  @PersonName() name: string;
  @EmailField() email: string;
  @PhoneField() phone: string;
  @MessageField() message: string;

  @ApiProperty({ format: 'date', example: '2025-01-31', description: "The session's date" })
  @Trim()
  @IsNotEmpty({ message: 'Session date is required.' })
  @IsString({ message: 'Session date must be a date like 2025-01-31.' })
  @IsRealIsoDate('Session date must be a date like 2025-01-31.')
  date: string;

  @ApiProperty({
    maxLength: N.sessionTime,
    example: '11:00 AM – 12:30 PM IST',
    description: "The session's time",
  })
  @Trim()
  @IsNotEmpty({ message: 'Session time is required.' })
  @IsString({ message: 'Session time must be text.' })
  @MaxLength(N.sessionTime, {
    message: `Session time is too long (${N.sessionTime} characters at most).`,
  })
  time: string;

  @ApiProperty({ enum: SESSION_MODES })
  @IsNotEmpty({ message: 'Session mode is required.' })
  @IsIn(SESSION_MODES, { message: 'Session mode must be online, offline or hybrid.' })
  mode: string;

  @ApiPropertyOptional({
    description:
      'The session registered for; without it the open session with this date, time and mode is used',
    minimum: 1,
  })
  @IsOptional()
  @IsInt({ message: 'sessionId must be a whole number.' })
  @Min(1, { message: 'sessionId must be a whole number.' })
  @Max(2_147_483_647, { message: 'sessionId must be a whole number.' })
  sessionId?: number;

  @ApiPropertyOptional({ maxLength: N.organization })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Organization must be text.' })
  @MaxLength(N.organization, {
    message: `Organization is too long (${N.organization} characters at most).`,
  })
  organization?: string;

  @NoticeVersionField() privacyNotice: PrivacyNoticeVersion;
  /** The page's language: the confirmation mail is written in it. */
  @PageLanguageField() language?: SiteLanguage;
  @CaptchaField() captcha: string;
}
