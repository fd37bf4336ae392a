/** Public job description preview: the first 100 characters, then an ellipsis. */
const JOB_PREVIEW_LENGTH = 100;

export function previewText(text: string, length = JOB_PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  return clean.slice(0, length).trimEnd() + '...';
}

/** "Title - Company": how the application form prefills the position. */
export function positionLabel(job: { title: string; company: string }): string {
  return job.company ? `${job.title} - ${job.company}` : job.title;
}

/** Multi-line requirements/responsibilities text → list items. */
export function lines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*.]\s+/, '').trim())
    .filter(Boolean);
}
