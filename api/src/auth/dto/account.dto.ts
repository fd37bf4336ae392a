import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NoHiddenCharacters } from '../../platform/fields/hidden-characters';
import { EMAIL_HIDDEN_CHARACTER, FIELD_LENGTHS } from '../../platform/fields/rules';
import { Stacked } from '../../platform/fields/stacked';
import { PASSWORD_MAX } from '../../platform/passwords/password-policy';
import { StepUpDto } from '../../platform/access/step-up.dto';
import { AuthenticatorCode, OkResponse } from './login.dto';

const EMAIL_MESSAGE = 'Enter a valid e-mail address, like name@example.com.';

/** A staff account's e-mail address (the Users tab and My account). */
export const StaffEmail = () =>
  Stacked(
    ApiProperty({ maxLength: FIELD_LENGTHS.email, example: 'priya@kavach.example' }),
    NoHiddenCharacters({ message: EMAIL_HIDDEN_CHARACTER }),
    IsEmail({}, { message: EMAIL_MESSAGE }),
    MaxLength(FIELD_LENGTHS.email, { message: EMAIL_MESSAGE }),
  );

/**
 * Proof that the session's holder is its user (POST /api/account/step-up): the current password,
 * or (two-factor accounts) a code of the authenticator app or an unused recovery code.
 */
export class StepUpProofDto {
  @ApiPropertyOptional({
    maxLength: PASSWORD_MAX,
    format: 'password',
    description: 'Your current password; or give code',
  })
  @IsOptional()
  @IsString({ message: 'Enter your current password.' })
  @MaxLength(PASSWORD_MAX, { message: 'Your current password is too long.' })
  currentPassword?: string;

  @AuthenticatorCode({
    required: false,
    description:
      'Instead of the password, for an account with two-factor sign-in on: the 6-digit code of the authenticator app, or an unused recovery code (used up)',
  })
  @IsOptional()
  code?: string;
}

export class ChangePasswordDto extends StepUpDto {
  @ApiProperty({
    minLength: 12,
    maxLength: PASSWORD_MAX,
    format: 'password',
    description: 'At least 12 characters and not a common or easily guessed password',
  })
  @IsString({ message: 'Enter a new password.' })
  @IsNotEmpty({ message: 'Enter a new password.' })
  @MaxLength(PASSWORD_MAX, {
    message: `The password is too long (${PASSWORD_MAX} characters at most).`,
  })
  newPassword: string;
}

export class TwoFactorCodeDto {
  @AuthenticatorCode()
  code: string;
}

export class DisableTwoFactorDto extends StepUpDto {
  @AuthenticatorCode()
  code: string;
}

export class ChangeEmailDto extends StepUpDto {
  @StaffEmail()
  email: string;
}

export class TwoFactorSetupResponse {
  @ApiProperty({ description: 'The secret in base32, to type into an app that cannot scan' })
  secret: string;
  @ApiProperty({ description: 'otpauth:// URL (RFC 6238 parameters) the QR code holds' })
  otpauthUrl: string;
  @ApiProperty({ description: 'The QR code as a data:image/svg+xml URL' })
  qrCode: string;
}

export class RecoveryCodesResponse extends OkResponse {
  @ApiProperty({
    type: [String],
    description: 'Ten single-use recovery codes, shown this once (stored only as hashes)',
  })
  recoveryCodes: string[];
}
