import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../platform/listing/page.views';
import { AUDIT_ACTIONS, type AuditAction } from './audit-actions';
import type { AuditEntry } from './audit-entry.entity';

/** One audit log line: who did what to which record, from where, when. */
export class AuditEntryView {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null once the user is deleted' })
  user_id: number | null;
  @ApiProperty() username: string;
  @ApiProperty({ example: 'job.update' }) action: string;
  @ApiProperty({ type: String, nullable: true, example: 'job #12 App Developer' })
  target: string | null;
  @ApiProperty({ type: String, nullable: true }) ip: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export function toAuditEntryView(e: AuditEntry): AuditEntryView {
  return {
    id: Number(e.id),
    user_id: e.userId,
    username: e.username,
    action: e.action,
    target: e.target,
    ip: e.ip,
    created_at: e.createdAt.toISOString(),
  };
}

export class AuditPage extends PageOf(AuditEntryView, { estimated: true }) {}

/** The actions the log records (the Audit tab's action filter), in the list's order. */
export class AuditActionsResponse {
  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction', isArray: true })
  actions: AuditAction[];
}
