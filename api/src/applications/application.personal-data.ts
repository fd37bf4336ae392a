import {
  archiveSafeName,
  CONSENT_COLUMNS,
  DAY_MS,
  DECISION_COLUMNS,
  isoText,
  nullableText,
  type PersonalDataKind,
  providePersonalData,
  provideStoredFiles,
  type StoredFileArea,
} from '../personal-data/personal-data-kind';
import { resumeFileName } from './applications.service';

/** A resume file with no application row is deleted once older than this. */
export const ORPHAN_RESUME_AGE_MS = 3600_000;

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** Job applications with their resume files: kept RETENTION_APPLICATIONS_DAYS from receipt. */
export const APPLICATION_PERSONAL_DATA: PersonalDataKind = {
  key: 'applications',
  position: 40,
  table: 'applications',
  emailColumn: 'email',
  retention: {
    cutoff: (config, now) => new Date(now.getTime() - config.retention.applicationsDays * DAY_MS),
    select: `SELECT id FROM applications WHERE created_at < $1`,
    result: 'applications',
    label: 'applications',
    always: true,
  },
  view: (r, resume) => ({
    id: Number(r.id),
    first_name: String(r.first_name),
    last_name: String(r.last_name),
    job_position: String(r.job_position),
    resume_name: nullableText(r.resume_name),
    resume,
    created_at: isoText(r.created_at),
  }),
  export: {
    file: 'career-applications',
    what: 'job applications (the resume files are under resumes/)',
    columns: [
      'id',
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'job_position',
      'experience',
      'notice_period',
      'salary_expectation',
      'reason_for_leaving_prev_job',
      'linkedin',
      'resume_name',
      'resume_type',
      'resume_size',
      'source',
      ...CONSENT_COLUMNS,
      ...DECISION_COLUMNS,
      'created_at',
    ],
  },
  names: (r) => [`${String(r.first_name)} ${String(r.last_name)}`],
  notes: { column: 'application_id', record: 'application' },
  // A resume download's target is "application #<id> <first> <last>".
  audit: { action: 'application.resume', targetPrefix: 'application #' },
  file: {
    keyColumn: 'resume_key',
    uploadedAsColumn: 'resume_name',
    count: 'resumeFiles',
    // resumes/<id>-<First>_<Last>_Resume.<ext>
    archivePath: (a) =>
      `resumes/${String(a.id)}-${archiveSafeName(resumeFileName(String(a.first_name), String(a.last_name), String(a.resume_type ?? 'bin')))}`,
    readmeLine: (n) => `  resumes/: ${plural(n, 'resume file')} of the job applications`,
    missingHeading: 'Resume files named by an application but no longer in storage (not included):',
    rowName: 'application',
  },
};

/** Uploaded resumes, each named by an application's resume_key. */
export const RESUME_FILES: StoredFileArea = {
  area: 'resumes',
  orphanAgeMs: ORPHAN_RESUME_AGE_MS,
  usedKeys: `SELECT resume_key AS key FROM applications WHERE resume_key = ANY($1)`,
};

/** The provider of the declaration, for the feature module's providers. */
export const ApplicationPersonalData = providePersonalData(APPLICATION_PERSONAL_DATA);

/** The provider of the resumes' area, for the orphan sweep. */
export const ResumeFiles = provideStoredFiles(RESUME_FILES);
