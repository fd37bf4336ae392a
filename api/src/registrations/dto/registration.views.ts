import { ApiProperty } from '@nestjs/swagger';
import {
  PersonSubmissionView,
  toPersonSubmissionView,
} from '../../submissions/person-submission.view';
import { DetailOf, MessageResponse, PageOf } from '../../platform/listing/page.views';
import { NoteView } from '../../inbox/dto/inbox.views';
import { REGISTRATION_FIELDS, type Registration } from '../registration.entity';
import { documentFields, viewFields } from '../../submissions/record-fields';

export class RegistrationSubmitResponse extends MessageResponse {}

/** A registration in the staff panel: the shared person fields, then the viewed fields. */
export class RegistrationView extends PersonSubmissionView {
  declare organization: string | null;
  declare session_name: string | null;
  declare session_id: number | null;
  declare session_date: string | null;
  declare session_time: string | null;
  declare session_mode: string | null;
  declare message: string | null;
  declare created_at: string;
  declare source: string;
}
documentFields(RegistrationView, REGISTRATION_FIELDS);

export function toRegistrationView(r: Registration): RegistrationView {
  return {
    ...toPersonSubmissionView(r),
    ...viewFields(REGISTRATION_FIELDS, r),
  } as RegistrationView;
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
