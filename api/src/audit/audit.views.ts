import { ApiProperty } from '@nestjs/swagger';
import { PageOf } from '../platform/listing/page.views';
import { AUDIT_ACTIONS, type AuditAction } from './audit-actions';
import type { AuditEntry } from './audit-entry.entity';
import { AUDIT_WORDS } from './audit-sentences';

/** The tab of the panel a record lives in, and the words of the sentence that name it. */
export class AuditRecordLink {
  @ApiProperty({ example: 'sessions', description: 'The panel tab (?tab=) holding the record' })
  tab: string;
  @ApiProperty({
    example: '“HrC Test: Information Session”',
    description: 'The part of the sentence that names the record (the link’s text)',
  })
  text: string;
}

/** One audit log line: who did what to which record, from where, when. */
export class AuditEntryView {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null once the user is deleted' })
  user_id: number | null;
  @ApiProperty({ description: 'The user’s name, or `token:` and the name of an integration token' })
  username: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The integration token that acted; null for a person',
  })
  integration_token_id: number | null;
  @ApiProperty({ example: 'job.update' }) action: string;
  @ApiProperty({
    example: 'admin created the session “HrC Test: Information Session”.',
    description: 'The entry as a sentence (audit-sentences.ts); the CSV export reads the same',
  })
  sentence: string;
  @ApiProperty({
    type: AuditRecordLink,
    nullable: true,
    description: 'Where the record the sentence names is, while it still exists',
  })
  link: AuditRecordLink | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'job #12 App Developer',
    description:
      'The entry’s short text, made from its details when recorded (searched; for the details view only)',
  })
  target: string | null;
  @ApiProperty({ type: String, nullable: true }) ip: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

/** A row of the list before its sentence is built: the view, and the entry's details. */
export interface AuditRow {
  view: AuditEntryView;
  details: unknown;
}

/** The view before the sentence is built (AuditService adds it, with the record's name). */
export function toAuditRow(e: AuditEntry): AuditRow {
  return { view: toAuditEntryView(e), details: e.details };
}

function toAuditEntryView(e: AuditEntry): AuditEntryView {
  return {
    id: Number(e.id),
    user_id: e.userId,
    username: e.username,
    integration_token_id: e.integrationTokenId,
    action: e.action,
    sentence: '',
    link: null,
    target: e.target,
    ip: e.ip,
    created_at: e.createdAt.toISOString(),
  };
}

export class AuditPage extends PageOf(AuditEntryView, { estimated: true }) {}

export class AuditActionChoice {
  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction' }) value: AuditAction;
  @ApiProperty({ example: 'Created a session' }) label: string;
}

export class AuditActionGroup {
  @ApiProperty({ example: 'Information sessions' }) label: string;
  @ApiProperty({ type: [AuditActionChoice] }) options: AuditActionChoice[];
}

/** The actions the log records (the Audit tab's action filter), in the list's order. */
export class AuditActionsResponse {
  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction', isArray: true })
  actions: AuditAction[];
  @ApiProperty({ type: [AuditActionGroup], description: 'The same actions in words, grouped' })
  groups: AuditActionGroup[];
}

/** AUDIT_ACTIONS in words, grouped in the order each group first appears. */
export function auditActionGroups(): AuditActionGroup[] {
  const groups = new Map<string, AuditActionChoice[]>();
  for (const value of AUDIT_ACTIONS) {
    const w = AUDIT_WORDS[value];
    const options = groups.get(w.group) ?? [];
    options.push({ value, label: w.label });
    groups.set(w.group, options);
  }
  return [...groups].map(([label, options]) => ({ label, options }));
}
