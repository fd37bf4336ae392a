import { ApiProperty } from '@nestjs/swagger';
import { ConsentFields, toConsentView } from '../privacy-notice/privacy-notice';
import type { InboxRecord } from './inbox-record.entity';

/** The properties every inbox record's admin view has, its status of `statuses` among them. */
export function InboxRecordView<S extends string>(statuses: readonly S[], enumName: string) {
  abstract class InboxRecordProperties extends ConsentFields {
    @ApiProperty() id: number;
    @ApiProperty({ enum: statuses, enumName }) status: S;
    @ApiProperty({
      type: String,
      format: 'date-time',
      nullable: true,
      description: 'When the status was last changed; null while never changed by anyone',
    })
    status_changed_at: string | null;
    @ApiProperty({ type: String, nullable: true, description: 'Who changed it (staff username)' })
    status_changed_by: string | null;
  }
  return InboxRecordProperties;
}

/** A record's InboxRecordView properties. */
export function toInboxRecordView<S extends string>(r: InboxRecord<S>) {
  return {
    id: r.id,
    status: r.status,
    status_changed_at: r.statusChangedAt?.toISOString() ?? null,
    status_changed_by: r.statusChangedBy,
    consent: toConsentView(r),
  };
}
