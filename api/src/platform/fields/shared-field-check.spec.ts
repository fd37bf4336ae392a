import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { CaptchaField, EmailField, PersonName, PhoneField } from './form-fields';
import { PHONE_PATTERN } from './rules';
import { rawSharedFields } from './shared-field-check';

class SharedOnly {
  @PersonName() name: string;
  @EmailField({ invalid: 'Email is invalid.' }) email: string;
  @PhoneField({ required: 'Phone!', invalid: 'Phone!' }) phone_number: string;
  @IsString() @MaxLength(200) organization: string;
  @CaptchaField() captcha: string;
}

class RawEmail {
  @IsNotEmpty() @IsEmail() email: string;
}

class RawPhoneUnderAnotherName {
  @IsString() @Matches(PHONE_PATTERN) mobile: string;
}

class SharedWithExtraCheck {
  @EmailField() @MaxLength(100) email: string;
}

describe('rawSharedFields', () => {
  it('accepts shared field decorators, whatever messages they are given', () => {
    expect(rawSharedFields(SharedOnly)).toEqual([]);
  });

  it('names a field checked with raw decorators where a shared one exists', () => {
    expect(rawSharedFields(RawEmail)).toEqual([
      'RawEmail.email: raw class-validator checks; use the shared email field',
    ]);
  });

  it('names a raw phone rule under any property name', () => {
    expect(rawSharedFields(RawPhoneUnderAnotherName)).toEqual([
      'RawPhoneUnderAnotherName.mobile: its own e-mail or phone rule; use the shared email or phone field',
    ]);
  });

  it('names raw checks added beside a shared field', () => {
    expect(rawSharedFields(SharedWithExtraCheck)).toHaveLength(1);
    expect(rawSharedFields(SharedWithExtraCheck)[0]).toMatch(
      /^SharedWithExtraCheck\.email: raw checks beside the shared email field/,
    );
  });
});
