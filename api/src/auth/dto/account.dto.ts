import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX } from '../../platform/passwords/password-policy';
import { AuthenticatorCode, OkResponse } from './login.dto';

export const EMAIL_MESSAGE = 'Enter a valid e-mail address, like name@example.com.';

/** The body of a step-up action: the current password, unless the sign-in is recent. */
export class StepUpDto {
  @ApiPropertyOptional({
    maxLength: PASSWORD_MAX,
    format: 'password',
    description:
      'Your current password; may be left out within 5 minutes of signing in (or of confirming it)',
  })
  @IsOptional()
  @IsString({ message: 'Enter your current password.' })
  @MaxLength(PASSWORD_MAX, { message: 'Your current password is too long.' })
  currentPassword?: string;
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
  @ApiProperty({ maxLength: 254, example: 'priya@kavach.example' })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
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
