import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { CAPTCHA_MESSAGE_FORMS } from '../captcha/captcha.service';
import { Stacked } from './stacked';
import { Trim, TrimLower } from './trim.decorator';

/** Text, an @, text, a dot and text, no spaces (the same check as the public form's). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = /^\d{10}$/;
export const INVALID_EMAIL = 'Invalid email address.';
export const INVALID_PHONE = 'Invalid phone number. It should be 10 digits.';

/** A visitor's name on the public forms: required, 100 characters at most. */
export const PersonName = () =>
  Stacked(
    ApiProperty({ maxLength: 100, example: 'Asha Rao' }),
    Trim(),
    IsNotEmpty({ message: 'Name is required.' }),
    IsString({ message: 'Name must be text.' }),
    MaxLength(100, { message: 'Name is too long (100 characters at most).' }),
  );

/** A visitor's e-mail address on the public forms, stored lower-cased. */
export const EmailField = (invalid: string = INVALID_EMAIL) =>
  Stacked(
    ApiProperty({ maxLength: 254, example: 'asha@example.com', description: 'Stored lower-cased' }),
    TrimLower(),
    IsNotEmpty({ message: 'Email is required.' }),
    IsString({ message: invalid }),
    MaxLength(254, { message: 'Email is too long (254 characters at most).' }),
    Matches(EMAIL_PATTERN, { message: invalid }),
  );

/** A visitor's phone number on the public forms: 10 digits. */
export const PhoneField = () =>
  Stacked(
    ApiProperty({ maxLength: 10, minLength: 10, pattern: '^\\d{10}$', example: '9876543210' }),
    Trim(),
    IsNotEmpty({ message: 'Phone is required.' }),
    IsString({ message: INVALID_PHONE }),
    Matches(PHONE_PATTERN, { message: INVALID_PHONE }),
  );

/** The free-text message of the public forms: required, 5000 characters at most. */
export const MessageField = () =>
  Stacked(
    ApiProperty({ maxLength: 5000 }),
    Trim(),
    IsNotEmpty({ message: 'Message is required.' }),
    IsString({ message: 'Message must be text.' }),
    MaxLength(5000, { message: 'Message is too long (5000 characters at most).' }),
  );

/** The captcha solution of the public forms (checked last: declare it last). */
export const CaptchaField = () =>
  Stacked(
    ApiProperty({
      maxLength: 8192,
      description: 'Captcha solution (ALTCHA payload or reCAPTCHA token)',
    }),
    IsNotEmpty({ message: CAPTCHA_MESSAGE_FORMS }),
    IsString({ message: CAPTCHA_MESSAGE_FORMS }),
    MaxLength(8192, { message: CAPTCHA_MESSAGE_FORMS }),
  );
