import { ApiProperty } from '@nestjs/swagger';
import { SUBMISSION_STATUSES } from './inbox-status';
import { InboxRecordView, toInboxRecordView } from './inbox-record.view';
import type { PersonSubmission } from './person-submission.entity';

/** The first properties of every visitor submission's admin view (contacts, registrations). */
export class PersonSubmissionView extends InboxRecordView(SUBMISSION_STATUSES, 'SubmissionStatus') {
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
}

export function toPersonSubmissionView(p: PersonSubmission): PersonSubmissionView {
  return { ...toInboxRecordView(p), name: p.name, email: p.email, phone: p.phone };
}

/** The columns a contact or registration search matches, in its list and in its CSV export. */
export const PERSON_SEARCH_COLUMNS = ['name', 'email', 'message'] as const;
