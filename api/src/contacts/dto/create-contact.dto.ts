import {
  CaptchaField,
  EmailField,
  MessageField,
  PersonName,
  PhoneField,
} from '../../platform/fields/form-fields';
import { NoticeVersionField, type PrivacyNoticeVersion } from '../../privacy-notice/privacy-notice';
import { PageLanguageField, type SiteLanguage } from '../../notifications/mail-languages';

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
  @PageLanguageField() language?: SiteLanguage;
  @CaptchaField() captcha: string;
}
