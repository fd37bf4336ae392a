import { Body, Controller, Inject, type Type, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { PublicFormRoute } from '../platform/fields/public-form-route';
import { Stacked } from '../platform/fields/stacked';
import { ErrorBody } from '../platform/errors/error-body';
import { APPLICATION_MESSAGES as M } from './application.constants';
import { ApplicationsService, type UploadedResume } from './applications.service';
import {
  CareerFormApplicationBody,
  CareerFormApplicationDto,
  CareerFormSubmitted,
  JobsFormApplicationBody,
  JobsFormApplicationDto,
  JobsFormSubmitted,
} from './dto/submit-application.dto';
import { ResumeUploadInterceptor } from './resume-upload.interceptor';

/** The other answers of both application forms, for the document. */
const FormErrors = () => [
  ApiBadRequestResponse({
    type: ErrorBody,
    description:
      'A field is invalid (`details` per field, first message in `message`), the captcha failed, the resume is not a PDF/DOC/DOCX, or the multipart body is malformed',
  }),
  ApiPayloadTooLargeResponse({ type: ErrorBody, description: M.resumeTooLarge }),
  ApiUnsupportedMediaTypeResponse({ type: ErrorBody, description: M.notMultipart }),
  ApiServiceUnavailableResponse({
    type: ErrorBody,
    description: 'Storage or database unavailable; nothing was saved',
  }),
];

/**
 * One of the two application forms: a public form route (see PublicFormRoute) taking a multipart
 * body, described by `body` in the document, with at most one résumé file.
 */
const ApplicationFormRoute = (
  path: string,
  summary: string,
  created: Type<unknown>,
  body: Type<unknown>,
) =>
  Stacked(
    PublicFormRoute({ form: 'applications', path, summary, created }, ...FormErrors()),
    UseInterceptors(ResumeUploadInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: body }),
  );

@ApiTags('applications')
@Controller()
export class ApplicationsController {
  constructor(@Inject(ApplicationsService) private readonly applications: ApplicationsService) {}

  @ApplicationFormRoute(
    'applications',
    'Apply from the jobs page (resume optional)',
    JobsFormSubmitted,
    JobsFormApplicationBody,
  )
  async submitJobsForm(
    @Body() dto: JobsFormApplicationDto,
    @UploadedFile() file?: UploadedResume,
  ): Promise<JobsFormSubmitted> {
    await this.applications.submit(
      {
        firstName: dto.first_name,
        lastName: dto.last_name,
        email: dto.email,
        phoneNumber: dto.phone_number,
        jobPosition: dto.job_position,
        experience: dto.experience,
        noticePeriod: dto.notice_period,
        salaryExpectation: dto.salary_expectation,
        reasonForLeaving: dto.reason_for_leaving_prev_job,
        linkedin: null,
        source: 'jobs_page',
        privacyNotice: dto.privacy_notice,
      },
      dto.captcha,
      file,
      false,
    );
    return { status: 'success', message: M.submitted };
  }

  @ApplicationFormRoute(
    'careers/applications',
    'Apply from the career page /about-us/careers/{id} (resume required)',
    CareerFormSubmitted,
    CareerFormApplicationBody,
  )
  async submitCareerForm(
    @Body() dto: CareerFormApplicationDto,
    @UploadedFile() file?: UploadedResume,
  ): Promise<CareerFormSubmitted> {
    await this.applications.submit(
      {
        firstName: dto.firstName,
        lastName: dto.lastName,
        email: dto.email,
        phoneNumber: dto.phone,
        jobPosition: dto.job_position,
        experience: dto.experience,
        noticePeriod: dto.noticePeriod,
        salaryExpectation: dto.salary,
        reasonForLeaving: dto.reasonForLeaving ?? null,
        linkedin: dto.linkedin ?? null,
        source: 'careers_page',
        privacyNotice: dto.privacyNotice,
      },
      dto.captcha,
      file,
      true,
    );
    return { success: true, message: M.submitted };
  }
}
