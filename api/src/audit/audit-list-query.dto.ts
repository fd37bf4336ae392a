import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQueryDto } from '../platform/listing/list-query.dto';
import { AUDIT_ACTIONS, type AuditAction } from './audit-actions';

/** The audit list: page, search, IST date range, and who (username) and what (action). */
export class AuditListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({
    maxLength: 64,
    example: 'admin',
    description: 'Entries of this user only (whole username, case-insensitive)',
  })
  @IsOptional()
  @IsString({ message: 'username must be text.' })
  @MaxLength(64, { message: 'username is too long (64 characters at most).' })
  username?: string;

  @ApiPropertyOptional({
    enum: AUDIT_ACTIONS,
    enumName: 'AuditAction',
    description: 'Entries of this action only',
  })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, {
    message: 'action is not a known audit action (GET /api/admin/audit/actions lists them).',
  })
  action?: AuditAction;
}
