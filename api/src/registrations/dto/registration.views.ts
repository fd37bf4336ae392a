import { ApiProperty } from '@nestjs/swagger';
import {
  PersonSubmissionView,
  toPersonSubmissionView,
} from '../../submissions/person-submission.view';
import { MessageResponse } from '../../platform/listing/page.views';
import { inboxAnswerDtos } from '../../inbox/dto/inbox-kind-dtos';
import { IsIn } from 'class-validator';
import {
  ATTENDANCES,
  REGISTRATION_FIELDS,
  type Attendance,
  type Registration,
} from '../registration.entity';
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
  declare attendance: Attendance;
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

class RegistrationsPageExtra {
  @ApiProperty({ description: 'All registrations, unfiltered' }) all: number;
}

export const REGISTRATION_ANSWERS = inboxAnswerDtos({
  name: 'Registration',
  pageName: 'RegistrationsPage',
  view: RegistrationView,
  total: 'Rows matching the search and date range',
  estimated: true,
  pageExtra: RegistrationsPageExtra,
});

const ATTENDANCE_INVALID = 'Attendance must be Registered, Attended, No-show or Cancelled.';

/** PATCH /api/admin/registrations/:id/attendance. */
export class AttendanceDto {
  @ApiProperty({ enum: ATTENDANCES, enumName: 'Attendance' })
  @IsIn(ATTENDANCES, { message: ATTENDANCE_INVALID })
  attendance: Attendance;
}

export class AttendanceResponse {
  @ApiProperty({ example: 'success' }) status: 'success';
  @ApiProperty({ example: 'Marked as Attended.' }) message: string;
  @ApiProperty({ enum: ATTENDANCES, enumName: 'Attendance' }) attendance: Attendance;
}
