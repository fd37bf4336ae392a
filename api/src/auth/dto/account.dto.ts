import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX } from '../password-policy';

export class ChangePasswordDto {
  @ApiProperty({ maxLength: PASSWORD_MAX, format: 'password' })
  @IsString({ message: 'Enter your current password.' })
  @IsNotEmpty({ message: 'Enter your current password.' })
  @MaxLength(PASSWORD_MAX, { message: 'Your current password is too long.' })
  currentPassword: string;

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
  @ApiProperty({ maxLength: 32, example: '123456' })
  @IsString({ message: 'Enter the 6-digit code from your authenticator app.' })
  @IsNotEmpty({ message: 'Enter the 6-digit code from your authenticator app.' })
  @MaxLength(32, { message: 'Enter the 6-digit code from your authenticator app.' })
  code: string;
}

export class TwoFactorSetupResponse {
  @ApiProperty({ description: 'The secret in base32, to type into an app that cannot scan' })
  secret: string;
  @ApiProperty({ description: 'otpauth:// URL (RFC 6238 parameters) the QR code holds' })
  otpauthUrl: string;
  @ApiProperty({ description: 'The QR code as a data:image/svg+xml URL' })
  qrCode: string;
}

export class RecoveryCodesResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
  @ApiProperty({
    type: [String],
    description: 'Ten single-use recovery codes, shown this once (stored only as hashes)',
  })
  recoveryCodes: string[];
}
