import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CaptchaService } from '../platform/captcha/captcha.service';
import { detectAllowedType, RESUME_TYPES } from '../platform/files/file-type';
import { StorageService } from '../platform/storage/storage.service';
import { SubmissionWriter } from '../submissions/submission-writer';
import { MailComposer } from '../notifications/mail-composer';
import type { SiteLanguage } from '../notifications/mail-languages';
import { APPLICATION_MESSAGES as M } from './application.constants';
import { ApplicationsRepository } from './applications.repository';
import { Application, type ResumeType } from './application.entity';
import { captchaMessage } from '../platform/captcha/captcha-words';

// Also imported from here by the kind's archive, which names resume files as the download does.

/** The fields both public forms reduce to. */
export type NewApplication = Pick<
  Application,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'jobPosition'
  | 'experience'
  | 'noticePeriod'
  | 'salaryExpectation'
  | 'reasonForLeavingPrevJob'
  | 'linkedin'
  | 'source'
  | 'privacyNotice'
>;

export interface UploadedResume {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/** The applicant's file name as harmless metadata: no path, no control characters, ≤ 255. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'resume';
}

/**
 * The public side of career applications: a submission with its resume file, stored together.
 * (ApplicationResumes serves the stored files to staff.)
 */
@Injectable()
export class ApplicationsService {
  private readonly logger = new Logger('Applications');

  constructor(
    @Inject(CaptchaService) private readonly captcha: CaptchaService,
    @Inject(StorageService) private readonly storage: StorageService,
    @Inject(SubmissionWriter) private readonly submissions: SubmissionWriter,
    @Inject(MailComposer) private readonly mails: MailComposer,
    @Inject(ApplicationsRepository) private readonly applications: ApplicationsRepository,
  ) {}

  /**
   * The fields are already validated. Checks the resume's bytes, then the captcha (single use),
   * stores the file under a server-generated key and inserts the row (with its notification
   * mails); a failed insert removes the file, a failed store inserts nothing. A 2xx therefore
   * means both are there. `language`: the form's page's, the acknowledgement's (English when
   * absent); the HR notification stays English.
   */
  async submit(
    app: NewApplication,
    captcha: string,
    file: UploadedResume | undefined,
    resumeRequired: boolean,
    language?: SiteLanguage,
  ): Promise<void> {
    // A browser posting a form whose file input is empty sends a nameless, empty file part.
    if (file && file.size === 0 && !file.originalname) file = undefined;
    if (!file && resumeRequired) {
      throw new BadRequestException({
        message: M.resumeRequired,
        details: { resume: M.resumeRequired },
      });
    }
    const type = file
      ? await detectAllowedType(file.buffer, RESUME_TYPES, M.resumeType, 'resume')
      : undefined;
    const claim = await this.captcha.verify(captcha, captchaMessage('short'));

    const resume =
      file && type
        ? {
            resumeKey: `resumes/${randomUUID()}.${type.ext}`,
            resumeName: cleanFileName(file.originalname),
            resumeType: type.ext as ResumeType,
            resumeSize: file.size,
          }
        : { resumeKey: null, resumeName: null, resumeType: null, resumeSize: null };

    if (file && resume.resumeKey) {
      await this.storage.put(resume.resumeKey, file.buffer);
    }
    try {
      // The captcha is used up, and the HR notification and the applicant's acknowledgement
      // commit, with the row, or not at all.
      await this.submissions.submit({
        captcha: claim,
        store: async (m) => {
          const id = await this.applications.insert(m, { ...app, ...resume });
          return {
            result: undefined,
            mails: this.mails.applicationReceived({ ...app, ...resume, language }),
            events: [{ type: 'application.received', data: { id } }],
          };
        },
      });
    } catch (e) {
      if (resume.resumeKey) await this.discard(resume.resumeKey);
      throw e;
    }
  }

  /**
   * Removes a stored resume whose row is not (or no longer) there; a failure here is logged, not
   * thrown: the file is an orphan for a later sweep.
   */
  private async discard(key: string): Promise<void> {
    try {
      await this.storage.delete(key);
    } catch (e) {
      this.logger.error(`could not remove orphan resume ${key}: ${(e as Error).message}`);
    }
  }
}
