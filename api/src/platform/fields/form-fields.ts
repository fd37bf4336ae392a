import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { captchaMessage } from '../captcha/captcha-words';
import { NoHiddenCharacters } from './hidden-characters';
import { Stacked } from './stacked';
import {
  EMAIL_HIDDEN_CHARACTER,
  EMAIL_PATTERN,
  FIELD_LENGTHS as N,
  INVALID_EMAIL,
  INVALID_PHONE,
  PHONE_PATTERN,
} from './rules';
import { Trim, TrimLower } from './trim.decorator';

/** The fields every public form checks alike, each with one decorator below. */
export type SharedFieldKind = 'name' | 'email' | 'phone' | 'message' | 'captcha';

const SHARED_FIELD = 'kavach:shared-field';

/** Marks a property as declared with a shared field decorator (read by sharedFieldOf). */
const SharedField =
  (kind: SharedFieldKind): PropertyDecorator =>
  (target, key) =>
    Reflect.defineMetadata(SHARED_FIELD, kind, target, key);

/** The shared field decorator a DTO property was declared with, if any. */
export const sharedFieldOf = (
  dto: abstract new (...args: never[]) => unknown,
  property: string,
): SharedFieldKind | undefined => Reflect.getMetadata(SHARED_FIELD, dto.prototype, property);

/** A visitor's name on the public forms: required, 100 characters at most. */
export const PersonName = () =>
  Stacked(
    SharedField('name'),
    ApiProperty({ maxLength: N.name, example: 'Asha Rao' }),
    Trim(),
    IsNotEmpty({ message: 'Name is required.' }),
    IsString({ message: 'Name must be text.' }),
    MaxLength(N.name, { message: `Name is too long (${N.name} characters at most).` }),
  );

/** What a form says about its e-mail field (the application forms say it their own way). */
export interface EmailMessages {
  /** Not text, or not an address. */
  invalid?: string;
  tooLong?: string;
}

/**
 * A visitor's e-mail address on the public forms, stored lower-cased; one with a hidden
 * character is refused with its own message, whatever the form says about other mistakes.
 */
export const EmailField = ({
  invalid = INVALID_EMAIL,
  tooLong = `Email is too long (${N.email} characters at most).`,
}: EmailMessages = {}) =>
  Stacked(
    SharedField('email'),
    ApiProperty({
      maxLength: N.email,
      example: 'asha@example.com',
      description: 'Stored lower-cased',
    }),
    TrimLower(),
    IsNotEmpty({ message: 'Email is required.' }),
    IsString({ message: invalid }),
    NoHiddenCharacters({ message: EMAIL_HIDDEN_CHARACTER }),
    MaxLength(N.email, { message: tooLong }),
    Matches(EMAIL_PATTERN, { message: invalid }),
  );

/** What a form says about its phone field (the application forms say one thing for both). */
export interface PhoneMessages {
  required?: string;
  /** Not text, or not 10 digits. */
  invalid?: string;
}

/** A visitor's phone number on the public forms: 10 digits. */
export const PhoneField = ({
  required = 'Phone is required.',
  invalid = INVALID_PHONE,
}: PhoneMessages = {}) =>
  Stacked(
    SharedField('phone'),
    ApiProperty({
      maxLength: N.phone,
      minLength: N.phone,
      pattern: PHONE_PATTERN.source,
      example: '9876543210',
    }),
    Trim(),
    IsNotEmpty({ message: required }),
    IsString({ message: invalid }),
    Matches(PHONE_PATTERN, { message: invalid }),
  );

/** The free-text message of the public forms: required, 5000 characters at most. */
export const MessageField = () =>
  Stacked(
    SharedField('message'),
    ApiProperty({ maxLength: N.message }),
    Trim(),
    IsNotEmpty({ message: 'Message is required.' }),
    IsString({ message: 'Message must be text.' }),
    MaxLength(N.message, { message: `Message is too long (${N.message} characters at most).` }),
  );

/** The captcha solution of the public forms (checked last: declare it last). */
export const CaptchaField = () =>
  Stacked(
    SharedField('captcha'),
    ApiProperty({
      maxLength: N.captcha,
      description: 'Captcha solution (ALTCHA payload or reCAPTCHA token)',
    }),
    IsNotEmpty({ message: () => captchaMessage('short') }),
    IsString({ message: () => captchaMessage('short') }),
    MaxLength(N.captcha, { message: () => captchaMessage('short') }),
  );

/** The decorator of each shared field, as a form uses it by default. */
export const SHARED_FIELDS: Record<SharedFieldKind, () => PropertyDecorator> = {
  name: PersonName,
  email: EmailField,
  phone: PhoneField,
  message: MessageField,
  captcha: CaptchaField,
};
