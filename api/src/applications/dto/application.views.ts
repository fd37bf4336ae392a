import { ApiProperty } from '@nestjs/swagger';
import { DetailOf, PageOf } from '../../platform/listing/page.views';
import { ConsentFields, toConsentView } from '../../privacy-notice/privacy-notice';
import {
  EXPERIENCE_KEYS,
  EXPERIENCE_LABELS,
  NOTICE_KEYS,
  NOTICE_LABELS,
  type Experience,
  type NoticePeriod,
} from '../application.constants';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../submissions/inbox-status';
import { NoteView } from '../../inbox/dto/inbox.views';
import type { Application, ApplicationSource } from '../application.entity';

/** A career application as the admin sees it. */
export class ApplicationView extends ConsentFields {
  @ApiProperty() id: number;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone_number: string;
  @ApiProperty() job_position: string;
  @ApiProperty({ enum: EXPERIENCE_KEYS }) experience: Experience;
  @ApiProperty({ example: '1 year' }) experience_label: string;
  @ApiProperty({ enum: NOTICE_KEYS }) notice_period: NoticePeriod;
  @ApiProperty({ example: '1 Month' }) notice_period_label: string;
  @ApiProperty() salary_expectation: string;
  @ApiProperty({ type: String, nullable: true }) reason_for_leaving_prev_job: string | null;
  @ApiProperty({ type: String, nullable: true }) linkedin: string | null;
  @ApiProperty() has_resume: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Admin download path (needs applications:read); null without a resume',
    example: '/api/admin/applications/12/resume',
  })
  resume_url: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The applicant's file name" })
  resume_name: string | null;
  @ApiProperty({ enum: ['jobs_page', 'careers_page'] }) source: ApplicationSource;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status: ApplicationStatus;
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

export function toApplicationView(a: Application): ApplicationView {
  return {
    id: a.id,
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    phone_number: a.phoneNumber,
    job_position: a.jobPosition,
    experience: a.experience,
    experience_label: EXPERIENCE_LABELS[a.experience] ?? a.experience,
    notice_period: a.noticePeriod,
    notice_period_label: NOTICE_LABELS[a.noticePeriod] ?? a.noticePeriod,
    salary_expectation: a.salaryExpectation,
    reason_for_leaving_prev_job: a.reasonForLeaving,
    linkedin: a.linkedin,
    has_resume: a.resumeKey !== null,
    resume_url: a.resumeKey !== null ? `/api/admin/applications/${a.id}/resume` : null,
    resume_name: a.resumeName,
    source: a.source,
    created_at: a.createdAt.toISOString(),
    status: a.status,
    status_changed_at: a.statusChangedAt?.toISOString() ?? null,
    status_changed_by: a.statusChangedBy,
    consent: toConsentView(a),
  };
}

export class ApplicationsPage extends PageOf(ApplicationView, {
  total: 'Rows matching the search, position and date range',
}) {
  @ApiProperty({
    type: [String],
    description: 'Distinct job positions of all applications, for the dropdown',
  })
  positions: string[];
}

export class ApplicationDetail extends DetailOf(ApplicationView) {}

/** What the details modal loads: the record (after opening it) and its notes, oldest first. */
export class ApplicationOpened {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: ApplicationView }) data: ApplicationView;
  @ApiProperty({ type: [NoteView] }) notes: NoteView[];
}
