import { ApiProperty } from '@nestjs/swagger';
import { InboxRecordView, toInboxRecordView } from '../../submissions/inbox-record.view';
import {
  EXPERIENCE_KEYS,
  EXPERIENCE_LABELS,
  NOTICE_KEYS,
  NOTICE_LABELS,
  type Experience,
  type NoticePeriod,
} from '../application.constants';
import { APPLICATION_STATUSES } from '../../submissions/inbox-status';
import { inboxAnswerDtos } from '../../inbox/dto/inbox-kind-dtos';
import type { Application, ApplicationSource, ResumeType } from '../application.entity';

/** A career application as the admin sees it. */
export class ApplicationView extends InboxRecordView(APPLICATION_STATUSES, 'ApplicationStatus') {
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
  @ApiProperty({
    enum: ['pdf', 'doc', 'docx'],
    enumName: 'ResumeType',
    nullable: true,
    description:
      "The resume's type (from its bytes): a PDF opens in the preview, Word is downloaded",
  })
  resume_type: ResumeType | null;
  @ApiProperty({ enum: ['jobs_page', 'careers_page'] }) source: ApplicationSource;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export function toApplicationView(a: Application): ApplicationView {
  return {
    ...toInboxRecordView(a),
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
    reason_for_leaving_prev_job: a.reasonForLeavingPrevJob,
    linkedin: a.linkedin,
    has_resume: a.resumeKey !== null,
    resume_url: a.resumeKey !== null ? `/api/admin/applications/${a.id}/resume` : null,
    resume_name: a.resumeName,
    resume_type: a.resumeType,
    source: a.source,
    created_at: a.createdAt.toISOString(),
  };
}

class ApplicationsPageExtra {
  @ApiProperty({
    type: [String],
    description: 'Distinct job positions of all applications, for the dropdown',
  })
  positions: string[];
}

export const APPLICATION_ANSWERS = inboxAnswerDtos({
  name: 'Application',
  pageName: 'ApplicationsPage',
  view: ApplicationView,
  total: 'Rows matching the search, position and date range',
  pageExtra: ApplicationsPageExtra,
});
