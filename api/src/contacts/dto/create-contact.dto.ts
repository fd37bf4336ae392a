import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { CAPTCHA_MESSAGE_FORMS } from '../../common/captcha/captcha.service';
import { Trim, TrimLower } from '../../common/decorators/trim.decorator';

/** Text, an @, text, a dot and text, no spaces (the same check as the public form's). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\d{10}$/;
export const INVALID_EMAIL = 'Invalid email address.';
export const INVALID_PHONE = 'Invalid phone number. It should be 10 digits.';
export const CONTACT_THANKS = "Thanks for contacting us! We'll be in touch soon.";

/**
 * The contact form. Properties are declared in the form's order (name, email, phone, message,
 * captcha), so the first message is the one the visitor would meet first: required fields
 * (browser-required on the form), then the email pattern, the 10 digits, and the captcha last.
 * Within a property the top decorator's message wins (see common/validation.ts).
 */
export class CreateContactDto {
  @ApiProperty({ maxLength: 100, example: 'Asha Rao' })
  @Trim()
  @IsNotEmpty({ message: 'Name is required.' })
  @IsString({ message: 'Name must be text.' })
  @MaxLength(100, { message: 'Name is too long (100 characters at most).' })
  name: string;

  @ApiProperty({ maxLength: 254, example: 'asha@example.com', description: 'Stored lower-cased' })
  @TrimLower()
  @IsNotEmpty({ message: 'Email is required.' })
  @IsString({ message: INVALID_EMAIL })
  @MaxLength(254, { message: 'Email is too long (254 characters at most).' })
  @Matches(EMAIL_PATTERN, { message: INVALID_EMAIL })
  email: string;

  @ApiProperty({ maxLength: 10, minLength: 10, pattern: '^\\d{10}$', example: '9876543210' })
  @Trim()
  @IsNotEmpty({ message: 'Phone is required.' })
  @IsString({ message: INVALID_PHONE })
  @Matches(PHONE_PATTERN, { message: INVALID_PHONE })
  phone: string;

  @ApiProperty({ maxLength: 5000 })
  @Trim()
  @IsNotEmpty({ message: 'Message is required.' })
  @IsString({ message: 'Message must be text.' })
  @MaxLength(5000, { message: 'Message is too long (5000 characters at most).' })
  message: string;

  @ApiProperty({
    maxLength: 8192,
    description: 'Captcha solution (ALTCHA payload or reCAPTCHA token)',
  })
  @IsNotEmpty({ message: CAPTCHA_MESSAGE_FORMS })
  @IsString({ message: CAPTCHA_MESSAGE_FORMS })
  @MaxLength(8192, { message: CAPTCHA_MESSAGE_FORMS })
  captcha: string;
}
