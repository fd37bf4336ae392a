import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { NoHiddenCharacters } from '../../platform/fields/hidden-characters';
import { PASSWORD_MAX } from '../../platform/passwords/password-policy';
import { PANELS, type Panel } from './login.dto';
import { captchaMessage } from '../../platform/captcha/captcha-words';

const LOGIN_MESSAGE = 'Enter your username or your e-mail address.';
const LOGIN_HIDDEN_CHARACTER =
  'The username or e-mail address contains a hidden or control character. Type it again.';

export class ForgotPasswordDto {
  @ApiProperty({ maxLength: 254, example: 'priya.hr', description: 'Username or e-mail address' })
  @IsString({ message: LOGIN_MESSAGE })
  @IsNotEmpty({ message: LOGIN_MESSAGE })
  @MaxLength(254, { message: LOGIN_MESSAGE })
  @NoHiddenCharacters({ message: LOGIN_HIDDEN_CHARACTER })
  login: string;

  @ApiProperty({ description: 'Captcha solution, as for the login', maxLength: 8192 })
  @IsString({ message: () => captchaMessage('verification') })
  @IsNotEmpty({ message: () => captchaMessage('verification') })
  @MaxLength(8192, { message: () => captchaMessage('verification') })
  captcha: string;

  @ApiPropertyOptional({ enum: PANELS, default: 'admin', description: 'The panel the link opens' })
  @IsOptional()
  @IsIn(PANELS, { message: 'Panel must be admin or jobs-admin.' })
  panel?: Panel;
}

export class ResetPasswordDto {
  @ApiProperty({ maxLength: 100, description: 'The token of the link in the mail' })
  @IsString({ message: 'This link is not complete. Open it again from the mail.' })
  @Matches(/^[A-Za-z0-9_-]{43}$/, {
    message: 'This link is not complete. Open it again from the mail.',
  })
  token: string;

  @ApiProperty({ minLength: 12, maxLength: PASSWORD_MAX, format: 'password' })
  @IsString({ message: 'Enter a new password.' })
  @IsNotEmpty({ message: 'Enter a new password.' })
  @MaxLength(PASSWORD_MAX, {
    message: `The password is too long (${PASSWORD_MAX} characters at most).`,
  })
  newPassword: string;
}
