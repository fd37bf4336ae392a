import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CaptchaField, EmailField, PhoneField } from '../../platform/fields/form-fields';
import { WEB_ADDRESS_PATTERN } from '../../platform/fields/rules';
import {
  CvConsentField,
  NoticeVersionField,
  type PrivacyNoticeVersion,
} from '../../privacy-notice/privacy-notice';
import { PageLanguageField, type SiteLanguage } from '../../notifications/mail-languages';
import { Stacked } from '../../platform/fields/stacked';
import { Trim } from '../../platform/fields/trim.decorator';
import {
  APPLICATION_LIMITS as L,
  APPLICATION_MESSAGES as M,
  EXPERIENCE_KEYS,
  NOTICE_KEYS,
  normalizeExperience,
  normalizeNoticePeriod,
  type Experience,
  type NoticePeriod,
} from '../application.constants';

/*
 * Multipart text fields arrive as strings (a repeated field as an array, which IsString refuses,
 * and so does IsIn: a repeated `language` is refused with its message).
 * A property's decorators run bottom-up and the top-most failing message wins, so "required"
 * sits above "too long" and "invalid".
 */

const tooLong = (label: string, max: number) =>
  `${label} is too long (${max.toLocaleString('en-US')} characters at most).`;

/*
 * The two forms name their fields differently but check them alike: one decorator set per field.
 * Stacked applies them as if written one above the other (top-most message wins).
 */
const FirstName = () =>
  Stacked(
    ApiProperty({ maxLength: L.name }),
    Trim(),
    IsString({ message: M.firstName }),
    IsNotEmpty({ message: M.firstName }),
    MaxLength(L.name, { message: tooLong('First Name', L.name) }),
  );

const LastName = () =>
  Stacked(
    ApiProperty({ maxLength: L.name }),
    Trim(),
    IsString({ message: M.lastName }),
    IsNotEmpty({ message: M.lastName }),
    MaxLength(L.name, { message: tooLong('Last Name', L.name) }),
  );

/** The shared e-mail rule, in the application forms' words ("Email is invalid." also when too long). */
const ApplicantEmail = () => EmailField({ invalid: M.emailInvalid, tooLong: M.emailInvalid });

/** The shared phone rule; the application forms say the same for a missing and a wrong number. */
const ApplicantPhone = () => PhoneField({ required: M.phone, invalid: M.phone });

const JobPosition = (api: ApiPropertyOptions) =>
  Stacked(
    ApiProperty({ maxLength: L.jobPosition, ...api }),
    Trim(),
    IsString({ message: M.jobPosition }),
    IsNotEmpty({ message: M.jobPosition }),
    MaxLength(L.jobPosition, { message: tooLong('Job Position', L.jobPosition) }),
  );

/** `api`: the spellings this form sends (every form's spellings are accepted). */
const ExperienceField = (api: ApiPropertyOptions) =>
  Stacked(
    ApiProperty(api),
    Transform(({ value }) => normalizeExperience(value)),
    IsString({ message: M.experience }),
    IsNotEmpty({ message: M.experience }),
    IsIn(EXPERIENCE_KEYS, { message: M.experienceInvalid }),
  );

/** `api`: the spellings this form sends (every form's spellings are accepted). */
const NoticePeriodField = (api: ApiPropertyOptions) =>
  Stacked(
    ApiProperty(api),
    Transform(({ value }) => normalizeNoticePeriod(value)),
    IsString({ message: M.notice }),
    IsNotEmpty({ message: M.notice }),
    IsIn(NOTICE_KEYS, { message: M.noticeInvalid }),
  );

const SalaryExpectation = (api: ApiPropertyOptions) =>
  Stacked(
    ApiProperty({ maxLength: L.salary, ...api }),
    Trim(),
    IsString({ message: M.salary }),
    IsNotEmpty({ message: M.salary }),
    MaxLength(L.salary, { message: tooLong('Salary Expectation', L.salary) }),
  );

/** The jobs-page application form, with the messages the form shows. */
export class JobsFormApplicationDto {
  @FirstName() first_name: string;
  @LastName() last_name: string;
  @ApplicantEmail() email: string;
  @ApplicantPhone() phone_number: string;

  @JobPosition({ example: 'App Developer - Kavach Genomics' }) job_position: string;

  @ExperienceField({
    enum: ['6 months', '1 year', '2 years', '3+ years'],
    description: 'Also accepts the canonical keys 6m, 1y, 2y, 3y+',
  })
  experience: Experience;

  @NoticePeriodField({
    enum: ['Immediate', '1 Month', '2 Months', '3 Months'],
    description: 'Also accepts the canonical keys immediate, 1m, 2m, 3m',
  })
  notice_period: NoticePeriod;

  @SalaryExpectation({ example: '₹6,00,000 per annum' }) salary_expectation: string;

  @ApiProperty({ maxLength: L.reason })
  @Trim()
  @IsString({ message: M.reason })
  @IsNotEmpty({ message: M.reason })
  @MaxLength(L.reason, { message: tooLong('Reason for Leaving', L.reason) })
  reason_for_leaving_prev_job: string;

  @CvConsentField() cv_consent: true;
  @NoticeVersionField() privacy_notice: PrivacyNoticeVersion;
  /** The page's language: the acknowledgement mail is written in it. */
  @PageLanguageField() language?: SiteLanguage;
  @CaptchaField() captcha: string;
}

/**
 * The simple career form of /about-us/careers/{id}: every field required except LinkedIn and
 * the reason for leaving, a resume, and a captcha like every public form.
 */
export class CareerFormApplicationDto {
  @FirstName() firstName: string;
  @LastName() lastName: string;
  @ApplicantEmail() email: string;
  @ApplicantPhone() phone: string;

  @JobPosition({
    description: 'The read-only job title shown on the page',
    example: 'App Developer',
  })
  job_position: string;

  @ExperienceField({
    enum: ['6month', '1year', '2years', '3+years'],
    description: 'Also accepts the jobs-page spellings and the canonical keys',
  })
  experience: Experience;

  @SalaryExpectation({ description: 'Stored as the salary expectation' }) salary: string;

  @NoticePeriodField({
    enum: ['1month', '2months', '3months', 'immediate'],
    description: 'Also accepts the jobs-page spellings and the canonical keys',
  })
  noticePeriod: NoticePeriod;

  @ApiPropertyOptional({ maxLength: L.linkedin, example: 'https://www.linkedin.com/in/your-name' })
  @Trim({ blank: undefined })
  @IsOptional()
  @IsString({ message: M.linkedinInvalid })
  @MaxLength(L.linkedin, { message: tooLong('LinkedIn', L.linkedin) })
  @Matches(WEB_ADDRESS_PATTERN, { message: M.linkedinInvalid })
  linkedin?: string;

  @ApiPropertyOptional({ maxLength: L.reason })
  @Trim({ blank: undefined })
  @IsOptional()
  @IsString({ message: 'Reason for Leaving must be text.' })
  @MaxLength(L.reason, { message: tooLong('Reason for Leaving', L.reason) })
  reasonForLeaving?: string;

  @CvConsentField() cvConsent: true;
  @NoticeVersionField() privacyNotice: PrivacyNoticeVersion;
  /** The page's language: the acknowledgement mail is written in it. */
  @PageLanguageField() language?: SiteLanguage;
  @CaptchaField() captcha: string;
}

const RESUME_DOC = 'PDF, DOC or DOCX, checked by its content; 5 MB at most';

/** OpenAPI body of POST /api/applications (the DTO plus the optional file part). */
export class JobsFormApplicationBody extends JobsFormApplicationDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: RESUME_DOC })
  resume?: unknown;
}

/** OpenAPI body of POST /api/careers/applications (the resume is required here). */
export class CareerFormApplicationBody extends CareerFormApplicationDto {
  @ApiProperty({ type: 'string', format: 'binary', description: RESUME_DOC })
  resume: unknown;
}

export class JobsFormSubmitted {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ example: M.submitted }) message: string;
}

export class CareerFormSubmitted {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: M.submitted }) message: string;
}
