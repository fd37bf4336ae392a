import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ROLES } from '../permissions';

export const PANELS = ['admin', 'jobs-admin'] as const;
export type Panel = (typeof PANELS)[number];

export class LoginDto {
  @ApiProperty({ maxLength: 64, example: 'admin' })
  @IsString({ message: 'Username is required.' })
  @IsNotEmpty({ message: 'Username is required.' })
  @MaxLength(64, { message: 'Username is too long (64 characters at most).' })
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
  @IsString({ message: 'Please complete the reCAPTCHA verification.' })
  @IsNotEmpty({ message: 'Please complete the reCAPTCHA verification.' })
  @MaxLength(8192, { message: 'Please complete the reCAPTCHA verification.' })
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

export class LoginResponse {
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
  @ApiProperty({ type: [String], description: 'Permissions of the role' }) permissions: string[];
}

export class MeResponse {
  @ApiProperty() username: string;
  @RoleProperty() role: string;
  @ApiProperty() roleLabel: string;
  @ApiProperty({ type: [String] }) permissions: string[];
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastLoginAt: string | null;
}

export class OkResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
}
