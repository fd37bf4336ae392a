import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { PANELS, type Panel } from './login.dto';
import { StaffEmail } from './account.dto';
import { StepUpDto } from '../../platform/access/step-up.dto';
import { JOBS_PANEL_ROLES, ROLES, roleLabel, type Role } from '../../platform/access/permissions';
import type { User } from '../user.entity';
import { ListQueryDto, PageSizeParam } from '../../platform/listing/list-query.dto';
import { PageOf } from '../../platform/listing/page.views';
import { USERNAME_PATTERN, USERNAME_RULE } from '../../platform/fields/rules';

const ROLE_MESSAGE = `Role must be one of: ${ROLES.join(', ')}.`;

export class UserView {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty({ nullable: true, type: String, description: 'Null: not given yet' })
  email: string | null;
  @ApiProperty({ enum: ROLES, enumName: 'Role', anyOf: [{ type: 'string' }] }) role: string;
  @ApiProperty({ example: 'HR Manager' }) roleLabel: string;
  @ApiProperty() disabled: boolean;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastLoginAt: string | null;
  @ApiProperty() twoFactorEnabled: boolean;
  @ApiProperty({ description: 'Has a temporary password to replace at next login' })
  mustChangePassword: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  static of(u: User): UserView {
    return {
      id: u.id,
      username: u.username,
      email: u.email,
      role: u.role,
      roleLabel: roleLabel(u.role),
      disabled: u.disabled,
      lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
      twoFactorEnabled: u.totpEnabledAt !== null,
      mustChangePassword: u.mustChangePassword,
      createdAt: u.createdAt.toISOString(),
    };
  }
}

/**
 * GET /api/admin/users: staff accounts by username, 100 a page unless asked (a staff's accounts
 * fit on one page); search matches username or e-mail.
 */
export class UserListQueryDto extends PickType(ListQueryDto, ['page', 'search'] as const) {
  @PageSizeParam('pageSize', 100) pageSize: number = 100;
}

export class UserList extends PageOf(UserView) {
  @ApiProperty({ description: 'All staff accounts, unfiltered' }) all: number;
}

export class CreateUserDto extends StepUpDto {
  @ApiProperty({ pattern: USERNAME_PATTERN.source, example: 'priya.hr' })
  @IsString({ message: 'Username is required.' })
  @Matches(USERNAME_PATTERN, { message: USERNAME_RULE })
  username: string;

  @StaffEmail()
  email: string;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role: Role;
}

export class UpdateUserDto extends StepUpDto {
  @ApiPropertyOptional({ enum: ROLES, enumName: 'Role' })
  @IsOptional()
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role?: Role;

  @ApiPropertyOptional({ description: 'true disables the account (its sessions end at once)' })
  @IsOptional()
  @IsBoolean({ message: 'disabled must be true or false.' })
  disabled?: boolean;
}

/** A role the Users tab offers, with one line of what it can see and do. */
export class RoleChoice {
  @ApiProperty({ enum: ROLES, enumName: 'Role' }) role: Role;
  @ApiProperty({ example: 'HR Manager' }) label: string;
  @ApiProperty({
    example: 'Can manage job postings; read and delete career applications; see sign-ups per day.',
    description: 'Made from the permission table the API enforces',
  })
  summary: string;
}

export class RoleChoicesResponse {
  @ApiProperty({ type: [RoleChoice] }) roles: RoleChoice[];
}

export class UserChangeResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
  @ApiProperty({ type: UserView }) user: UserView;
}

export class TemporaryPasswordResponse extends UserChangeResponse {
  @ApiProperty({
    description:
      'Shown once: it signs in once, before temporaryPasswordExpiresAt, and the user then chooses their own',
  })
  temporaryPassword: string;
  @ApiProperty({ format: 'date-time' }) temporaryPasswordExpiresAt: string;
  @ApiProperty({ enum: PANELS, description: 'The panel the role works in: /admin or /jobs-admin' })
  signInPanel: Panel;
}

/** The panel a role works in (HR roles: the jobs panel), for the sign-in instructions. */
export function signInPanelOf(role: string): Panel {
  return JOBS_PANEL_ROLES.includes(role) ? 'jobs-admin' : 'admin';
}
