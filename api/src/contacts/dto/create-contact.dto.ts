import {
  CaptchaField,
  EmailField,
  MessageField,
  PersonName,
  PhoneField,
} from '../../platform/fields/form-fields';
import { NoticeVersionField, type PrivacyNoticeVersion } from '../../privacy-notice/privacy-notice';
import { SITE_LANGUAGES, type SiteLanguage } from '../../notifications/mail-languages';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export const CONTACT_THANKS = "Thanks for contacting us! We'll be in touch soon.";

/**
 * The contact form. Properties are declared in the form's order (name, email, phone, message,
 * captcha), so the first message is the one the visitor would meet first: required fields
 * (browser-required on the form), then the email pattern, the 10 digits, and the captcha last.
 * Within a property the top decorator's message wins (see platform/http/validation.ts).
 */
export class CreateContactDto {
  @PersonName() name: string;
  @EmailField() email: string;
  @PhoneField() phone: string;
  @MessageField() message: string;
  @NoticeVersionField() privacyNotice: PrivacyNoticeVersion;
  /** The page's language: the acknowledgement mail is written in it. */
  @ApiPropertyOptional({
    enum: SITE_LANGUAGES,
    default: 'en',
    description: "The language of the page the form is on: the acknowledgement mail's",
  })
  @IsOptional()
  @IsIn(SITE_LANGUAGES, { message: `Language must be one of ${SITE_LANGUAGES.join(', ')}.` })
  language?: SiteLanguage;
  @CaptchaField() captcha: string;
}
