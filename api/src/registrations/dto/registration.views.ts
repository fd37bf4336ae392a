import { ApiProperty } from '@nestjs/swagger';
import {
  PersonSubmissionView,
  toPersonSubmissionView,
} from '../../submissions/person-submission.view';
import { DetailOf, MessageResponse, PageOf } from '../../platform/listing/page.views';
import { NoteView } from '../../inbox/dto/inbox.views';
import type { Registration } from '../registration.entity';

export class RegistrationSubmitResponse extends MessageResponse {}

export class RegistrationView extends PersonSubmissionView {
  @ApiProperty({ type: String, nullable: true }) organization: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The session's title when registering",
  })
  session_name: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Null once the session is deleted' })
  session_id: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) session_date: string | null;
  @ApiProperty({ type: String, nullable: true }) session_time: string | null;
  @ApiProperty({ type: String, nullable: true }) session_mode: string | null;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ example: 'session_registration' }) source: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export function toRegistrationView(r: Registration): RegistrationView {
  return {
    ...toPersonSubmissionView(r),
    organization: r.organization,
    session_name: r.sessionName,
    session_id: r.sessionId,
    session_date: r.sessionDate,
    session_time: r.sessionTime,
    session_mode: r.sessionMode,
    message: r.message,
    source: r.source,
    created_at: r.createdAt.toISOString(),
  };
}

export class RegistrationsPage extends PageOf(RegistrationView, {
  total: 'Rows matching the search and date range',
  estimated: true,
}) {
  @ApiProperty({ description: 'All registrations, unfiltered' }) all: number;
}

export class RegistrationDetail extends DetailOf(RegistrationView) {}

/** What the details modal loads: the record (after opening it) and its notes, oldest first. */
export class RegistrationOpened {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: RegistrationView }) data: RegistrationView;
  @ApiProperty({ type: [NoteView] }) notes: NoteView[];
}
