/** Resume upload rules shared by both career forms: .pdf, .doc or .docx, at most 5 MB. */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export const RESUME_MESSAGES = {
  type: 'Resume must be a .pdf, .doc or .docx file.',
  size: 'Resume must be 5 MB or smaller.',
  required: 'Resume is required.',
} as const;

/** The file's problem, or null when it is acceptable (a missing file is the caller's concern). */
export function checkResume(
  file: { name: string; size: number } | null | undefined,
  m: { resumeType: string; resumeSize: string } = {
    resumeType: RESUME_MESSAGES.type,
    resumeSize: RESUME_MESSAGES.size,
  },
): string | null {
  if (!file) return null;
  if (!/\.(pdf|docx?)$/i.test(file.name)) return m.resumeType;
  if (file.size > RESUME_MAX_BYTES) return m.resumeSize;
  if (file.size === 0) return m.resumeType;
  return null;
}
