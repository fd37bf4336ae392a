import { ConsentFields, toConsentView } from '../privacy-notice/privacy-notice';
import { ApiProperty } from '@nestjs/swagger';
import { SUBMISSION_STATUSES, type SubmissionStatus } from './inbox-status';
import type { PersonSubmission } from './person-submission.entity';

/** The first properties of every visitor submission's admin view (contacts, registrations). */
export class PersonSubmissionView extends ConsentFields {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: SUBMISSION_STATUSES, enumName: 'SubmissionStatus' })
  status: SubmissionStatus;
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

export function toPersonSubmissionView(p: PersonSubmission): PersonSubmissionView {
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    status: p.status,
    status_changed_at: p.statusChangedAt?.toISOString() ?? null,
    status_changed_by: p.statusChangedBy,
    consent: toConsentView(p),
  };
}

/** The columns a contact or registration search matches, in its list and in its CSV export. */
export const PERSON_SEARCH_COLUMNS = ['name', 'email', 'message'] as const;

/** The columns of PersonSubmission as a CSV export reads them (snake_case, raw). */
export interface PersonSubmissionRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  source: string | null;
  created_at: Date;
}
