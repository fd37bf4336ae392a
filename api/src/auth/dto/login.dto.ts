import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Permission, ROLES } from '../../platform/access/permissions';
import { FILE_TICKET_PATH } from '../../platform/access/file-ticket';
import { NoHiddenCharacters } from '../../platform/fields/hidden-characters';
import { Stacked } from '../../platform/fields/stacked';
import {
  ACCOUNT_SETUP,
  PANELS,
  type AccountSetup,
  type Panel,
} from '../../platform/access/principal';

export { PANELS, type AccountSetup, type Panel } from '../../platform/access/principal';
import { captchaMessage } from '../../platform/captcha/captcha-words';

export class LoginDto {
  @ApiProperty({ maxLength: 64, example: 'admin' })
  @IsString({ message: 'Username is required.' })
  @IsNotEmpty({ message: 'Username is required.' })
  @MaxLength(64, { message: 'Username is too long (64 characters at most).' })
  @NoHiddenCharacters({ message: 'Username contains characters that are not allowed.' })
  username: string;

  @ApiProperty({ maxLength: 256, format: 'password' })
  @IsString({ message: 'Password is required.' })
  @IsNotEmpty({ message: 'Password is required.' })
  @MaxLength(256, { message: 'Password is too long (256 characters at most).' })
  password: string;

  @ApiProperty({
    description: 'Captcha solution (ALTCHA payload or reCAPTCHA token)',
    maxLength: 8192,
  })
  @IsString({ message: () => captchaMessage('verification') })
  @IsNotEmpty({ message: () => captchaMessage('verification') })
  @MaxLength(8192, { message: () => captchaMessage('verification') })
  captcha: string;

  @ApiPropertyOptional({ enum: PANELS, default: 'admin' })
  @IsOptional()
  @IsIn(PANELS, { message: 'Panel must be admin or jobs-admin.' })
  panel?: Panel;
}

/**
 * A user's role: one of the `Role` enum, or another name a user was given (`npm run user -- set-role`),
 * which is labelled "Admin" and holds no permission.
 */
const RoleProperty = (extra: ApiPropertyOptions = {}) =>
  ApiProperty({
    ...extra,
    enum: ROLES,
    enumName: 'Role',
    anyOf: [{ type: 'string' }],
  });

/** The permissions a user holds: items of the `Permission` enum. */
const PermissionsProperty = (extra: ApiPropertyOptions = {}) =>
  ApiProperty({ ...extra, enum: Permission, enumName: 'Permission', isArray: true });

const SetupProperty = () =>
  ApiProperty({
    enum: ACCOUNT_SETUP,
    enumName: 'AccountSetup',
    nullable: true,
    description:
      'Set when the account must be set up first (a temporary password to replace, or two-factor ' +
      'sign-in its role requires); until then only /auth/me, /auth/logout and /account/* answer.',
  });

export class LoginResponse {
  @ApiProperty({ enum: ['signed-in'] }) step: 'signed-in';
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() token: string;
  @RoleProperty({ example: 'admin' }) role: string;
  @ApiProperty({ example: 'System Admin' }) roleLabel: string;
  @ApiProperty() username: string;
  @ApiProperty({ format: 'date-time', description: 'When the token expires' }) expiresAt: string;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'The previous successful login (null on the first login)',
  })
  lastLoginAt: string | null;
  @PermissionsProperty() permissions: Permission[];
  @SetupProperty() setupRequired: AccountSetup | null;
}

/** The password was right and the account has two-factor sign-in: send a code next. */
export class TwoFactorChallenge {
  @ApiProperty({ enum: ['two-factor'] }) step: 'two-factor';
  @ApiProperty({
    description: 'Proof of the password step for POST /api/auth/login/two-factor (5 minutes)',
  })
  challenge: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';

/** A code from the authenticator app (recovery codes are longer, hence 32). */
export const AuthenticatorCode = (doc: ApiPropertyOptions = {}) =>
  Stacked(
    ApiProperty({ maxLength: 32, example: '123456', ...doc }),
    IsString({ message: CODE_MESSAGE }),
    IsNotEmpty({ message: CODE_MESSAGE }),
    MaxLength(32, { message: CODE_MESSAGE }),
  );

export class TwoFactorLoginDto {
  @ApiProperty({ maxLength: 2048 })
  @IsString({ message: 'Please log in again.' })
  @IsNotEmpty({ message: 'Please log in again.' })
  @MaxLength(2048, { message: 'Please log in again.' })
  challenge: string;

  @AuthenticatorCode({
    description: 'The 6-digit code of the authenticator app, or a recovery code',
  })
  code: string;
}

export class MeResponse {
  @ApiProperty() username: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Where "Forgot password?" sends its link; null: not given yet',
  })
  email: string | null;
  @RoleProperty() role: string;
  @ApiProperty() roleLabel: string;
  @PermissionsProperty() permissions: Permission[];
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastLoginAt: string | null;
  @ApiProperty({ enum: PANELS }) panel: Panel;
  @SetupProperty() setupRequired: AccountSetup | null;
  @ApiProperty() twoFactorEnabled: boolean;
  @ApiProperty({ description: 'Two-factor sign-in is mandatory for this role' })
  twoFactorRequired: boolean;
  @ApiProperty({ description: 'Unused recovery codes (0 when two-factor sign-in is off)' })
  recoveryCodesLeft: number;
  @ApiProperty({ description: 'Minutes without a request after which the session ends' })
  idleTimeoutMinutes: number;
}

export class OkResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
}

/** What a file ticket is asked for: the path of a route a frame opens (see AcceptsFileTicket). */
export class FileTicketDto {
  @ApiProperty({
    example: '/api/admin/applications/12/resume/preview',
    description: 'An API path (no query) of a route that takes a file ticket',
  })
  @IsString({ message: 'path must be text.' })
  @Matches(FILE_TICKET_PATH, {
    message: 'path must be an API path such as /api/admin/applications/12/resume/preview.',
  })
  path: string;
}

export class FileTicketView {
  @ApiProperty({
    description: 'The path with its ticket: the address the frame opens',
    example: '/api/admin/applications/12/resume/preview?ticket=eyJ…',
  })
  url: string;
  @ApiProperty({ format: 'date-time' }) expires_at: string;
}

export class FileTicketResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: FileTicketView }) data: FileTicketView;
}
