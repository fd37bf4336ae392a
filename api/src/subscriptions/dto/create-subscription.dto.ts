import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailField } from '../../platform/fields/form-fields';
import { Stacked } from '../../platform/fields/stacked';
import { NEWSLETTER_INVALID_EMAIL } from '../../platform/fields/rules';
import { NoticeVersionField, type PrivacyNoticeVersion } from '../../privacy-notice/privacy-notice';
import {
  PageLanguageField,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '../../notifications/mail-languages';

/**
 * The one answer to a sign-up, whether the address is new, waiting for its confirmation or
 * already subscribed: the form must not tell anyone who is on the list.
 */
export const CHECK_YOUR_INBOX = 'Check your inbox to confirm your subscription.';
export const SUBSCRIPTION_CONFIRMED = 'Your subscription is confirmed.';
export const CONFIRM_PENDING = 'Press the button to confirm your subscription.';
export const UNSUBSCRIBED = 'You have been unsubscribed.';
export const LANGUAGE_SAVED = 'Your newsletter language is saved.';
export const SUBSCRIPTION_GONE = 'This subscription no longer exists.';

export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';
export const BAD_CONFIRM_LINK = 'This confirmation link is not valid. Please subscribe again.';
export const EXPIRED_CONFIRM_LINK = 'This confirmation link has expired. Please subscribe again.';

/** The footer's newsletter form. It has no captcha; it is rate-limited per IP instead. */
export class CreateSubscriptionDto {
  @EmailField({ invalid: NEWSLETTER_INVALID_EMAIL }) email: string;
  @NoticeVersionField() privacyNotice: PrivacyNoticeVersion;
  /** The page's language: the confirmation and the welcome are written in it. */
  @PageLanguageField() language?: SiteLanguage;
}

export class UnsubscribeQueryDto {
  @ApiProperty({ maxLength: 100, description: 'The signed token of the unsubscribe link' })
  @IsNotEmpty({ message: BAD_UNSUBSCRIBE_LINK })
  @IsString({ message: BAD_UNSUBSCRIBE_LINK })
  @MaxLength(100, { message: BAD_UNSUBSCRIBE_LINK })
  token: string;
}

/** The token of a confirmation link (the query of the check, the body of the confirmation). */
export class ConfirmSubscriptionDto {
  @ApiProperty({ maxLength: 100, description: 'The signed token of the confirmation link' })
  @IsNotEmpty({ message: BAD_CONFIRM_LINK })
  @IsString({ message: BAD_CONFIRM_LINK })
  @MaxLength(100, { message: BAD_CONFIRM_LINK })
  token: string;
}

/**
 * What mail providers POST to the List-Unsubscribe URL (RFC 8058): `List-Unsubscribe=One-Click`,
 * form-encoded or multipart. An empty body (the site's Unsubscribe button) is as good.
 */
export class OneClickUnsubscribeDto {
  @ApiPropertyOptional({ enum: ['One-Click'] })
  @IsOptional()
  @IsIn(['One-Click'], { message: 'List-Unsubscribe must be One-Click.' })
  'List-Unsubscribe'?: 'One-Click';
}

/** A subscriber's choice, from the page their mails' link opens (the unsubscribe link's token). */
export class SubscriptionLanguageDto {
  @Stacked(
    ApiProperty({
      enum: SITE_LANGUAGES,
      description: 'The language the subscription mails and newsletters are to be written in',
    }),
    IsNotEmpty({ message: 'Language is required.' }),
    IsIn(SITE_LANGUAGES, { message: `Language must be one of ${SITE_LANGUAGES.join(', ')}.` }),
  )
  language: SiteLanguage;
}
