import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsString,
  Length,
  Max,
  Min,
} from 'class-validator';
import { StepUpDto } from '../../platform/access/step-up.dto';
import { Permission } from '../../platform/access/permissions';
import { Trim } from '../../platform/fields/trim.decorator';
import { PageOf } from '../../platform/listing/page.views';
import type { StoredIntegrationToken } from '../integration-tokens.repository';
import { GRANTABLE_PERMISSIONS, TOKEN_DAYS_MAX, TOKEN_NAME_MAX } from '../integration-tokens';

export class CreateIntegrationTokenDto extends StepUpDto {
  @ApiProperty({ minLength: 1, maxLength: TOKEN_NAME_MAX, example: 'CRM sync' })
  @Trim()
  @IsString({ message: 'Name the token.' })
  @Length(1, TOKEN_NAME_MAX, {
    message: `Name the token in 1 to ${TOKEN_NAME_MAX} characters.`,
  })
  name: string;

  @ApiProperty({
    enum: GRANTABLE_PERMISSIONS,
    enumName: 'Permission',
    isArray: true,
    description: 'What it may do: any permission but users:manage and integrations:manage',
  })
  @IsArray({ message: 'Choose what the token may do.' })
  @ArrayNotEmpty({ message: 'Choose at least one thing the token may do.' })
  @ArrayMaxSize(GRANTABLE_PERMISSIONS.length, { message: 'Choose each permission once.' })
  @ArrayUnique({ message: 'Choose each permission once.' })
  @IsIn(GRANTABLE_PERMISSIONS, {
    each: true,
    message: `A token may hold only: ${GRANTABLE_PERMISSIONS.join(', ')}.`,
  })
  permissions: Permission[];

  @ApiProperty({ minimum: 1, maximum: TOKEN_DAYS_MAX, example: 90 })
  @IsInt({ message: 'Say in how many days the token expires (a whole number).' })
  @Min(1, { message: 'A token lasts at least a day.' })
  @Max(TOKEN_DAYS_MAX, { message: `A token lasts at most ${TOKEN_DAYS_MAX} days.` })
  expiresInDays: number;
}

export class IntegrationTokenView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'CRM sync' }) name: string;
  @ApiProperty({
    example: 'kvch_it_Ab3d',
    description: 'Its first characters, to recognise it (the token is shown once, when made)',
  })
  start: string;
  @ApiProperty({ enum: Permission, enumName: 'Permission', isArray: true })
  permissions: Permission[];
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ enum: ['active', 'expired', 'revoked'] }) status: 'active' | 'expired' | 'revoked';
  @ApiProperty({ description: 'The username of the System Admin who made it' }) createdBy: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastUsedAt: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The address it was last used from' })
  lastUsedFrom: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) revokedAt: string | null;
  @ApiProperty({ nullable: true, type: String }) revokedBy: string | null;

  static of(t: StoredIntegrationToken, now = new Date()): IntegrationTokenView {
    return {
      id: t.id,
      name: t.name,
      start: t.token_start,
      permissions: t.permissions as Permission[],
      expiresAt: t.expires_at.toISOString(),
      status: t.revoked_at ? 'revoked' : t.expires_at <= now ? 'expired' : 'active',
      createdBy: t.created_by,
      createdAt: t.created_at.toISOString(),
      lastUsedAt: t.last_used_at?.toISOString() ?? null,
      lastUsedFrom: t.last_used_ip,
      revokedAt: t.revoked_at?.toISOString() ?? null,
      revokedBy: t.revoked_by,
    };
  }
}

export class IntegrationTokenList extends PageOf(IntegrationTokenView) {}

export class IntegrationTokenChange {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty() message: string;
  @ApiProperty({ type: IntegrationTokenView }) token: IntegrationTokenView;
}

export class CreatedIntegrationToken extends IntegrationTokenChange {
  @ApiProperty({
    example: 'kvch_it_Ab3dXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    description:
      'Shown once: send it as `Authorization: Bearer <secret>`. Only its hash is kept, so it cannot be shown again',
  })
  secret: string;
}

/** A permission a token may hold, with what it lets the token do in words. */
export class GrantablePermission {
  @ApiProperty({ enum: Permission, enumName: 'Permission' }) permission: Permission;
  @ApiProperty({ example: 'read contact messages' }) words: string;
}

export class GrantablePermissions {
  @ApiProperty({ type: [GrantablePermission] }) permissions: GrantablePermission[];
}
