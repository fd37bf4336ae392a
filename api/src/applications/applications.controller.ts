import { Body, Controller, Inject, UploadedFile, UseInterceptors } from '@nestjs/common';
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
  type ApplicationForm,
  type ApplicationFormBodies,
  APPLICATION_FORMS,
  applicationFrom,
} from './application-forms';
import type { ApplicationSource } from './application.entity';
import {
  CareerFormApplicationDto,
  CareerFormSubmitted,
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
 * body, described by the form's `body` in the document, with at most one résumé file.
 */
const ApplicationFormRoute = (form: ApplicationForm) =>
  Stacked(
    PublicFormRoute(
      { form: 'applications', path: form.path, summary: form.summary, created: form.created },
      ...FormErrors(),
    ),
    UseInterceptors(ResumeUploadInterceptor),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: form.body }),
  );

@ApiTags('applications')
@Controller()
export class ApplicationsController {
  constructor(@Inject(ApplicationsService) private readonly applications: ApplicationsService) {}

  @ApplicationFormRoute(APPLICATION_FORMS.jobs_page)
  async submitJobsForm(
    @Body() dto: JobsFormApplicationDto,
    @UploadedFile() file?: UploadedResume,
  ): Promise<JobsFormSubmitted> {
    await this.submit('jobs_page', dto, file);
    return { status: 'success', message: M.submitted };
  }

  @ApplicationFormRoute(APPLICATION_FORMS.careers_page)
  async submitCareerForm(
    @Body() dto: CareerFormApplicationDto,
    @UploadedFile() file?: UploadedResume,
  ): Promise<CareerFormSubmitted> {
    await this.submit('careers_page', dto, file);
    return { success: true, message: M.submitted };
  }

  /**
   * Either form, read through its column of the field table; the answers stay the forms' own.
   * The page's language is not stored: the acknowledgement is written in it as it is queued.
   */
  private submit<S extends ApplicationSource>(
    source: S,
    body: ApplicationFormBodies[S],
    file: UploadedResume | undefined,
  ): Promise<void> {
    const { resumeRequired } = APPLICATION_FORMS[source];
    return this.applications.submit(
      applicationFrom(source, body),
      body.captcha,
      file,
      resumeRequired,
      body.language,
    );
  }
}
