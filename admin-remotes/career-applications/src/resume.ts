/**
 * The resume of an application: the download (the table's Resume button of a Word resume, the
 * details' Download Resume, the preview's Download) and the preview of a PDF (the table's
 * Resume button, the details' Preview CV), which they share.
 */
import {
  api,
  MESSAGE_TIMEOUTS,
  receiveFile,
  saveBlob,
  unwrap,
  type ShowMessage,
} from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';
import { useCallback, useState } from 'react';
import { resumeErrorMessage, resumeFallbackName } from './rules';

type Application = Schemas['ApplicationView'];

/**
 * Downloads the resume with the bearer header (the file is private) and saves
 * it under the server's name, {First}_{Last}_Resume.{ext}.
 */
async function downloadResume(a: Application): Promise<string> {
  const { body, filename } = await receiveFile(
    api.GET('/api/admin/applications/{id}/resume', {
      params: { path: { id: a.id } },
      parseAs: 'blob',
    }),
    resumeFallbackName(a),
  );
  saveBlob(body ?? new Blob([]), filename);
  return filename;
}

/** A PDF opens in the preview; a Word resume (which no browser shows) is downloaded. */
export function previewable(a: Pick<Application, 'has_resume' | 'resume_type'>): boolean {
  return a.has_resume && a.resume_type === 'pdf';
}

/**
 * The address the preview's frame opens: the PDF route with a two-minute file ticket, since a
 * frame cannot send the bearer header (the route still checks the session and permission).
 */
export async function resumePreviewUrl(a: Pick<Application, 'id'>): Promise<string> {
  const path = `/api/admin/applications/${a.id}/resume/preview`;
  const { data } = await unwrap(api.POST('/api/auth/file-ticket', { body: { path } }));
  return data.url;
}

export interface ResumeDownload {
  /** The application whose resume is on its way. */
  downloading: number | null;
  download: (a: Application) => void;
  /** The application whose PDF resume the preview shows, or null. */
  previewing: Application | null;
  preview: (a: Application) => void;
  closePreview: () => void;
}

export function useResumeDownload(show: ShowMessage): ResumeDownload {
  const [downloading, setDownloading] = useState<number | null>(null);
  const [previewing, setPreviewing] = useState<Application | null>(null);
  const download = useCallback(
    async (a: Application) => {
      setDownloading(a.id);
      try {
        await downloadResume(a);
      } catch (e) {
        show(resumeErrorMessage(e), MESSAGE_TIMEOUTS.export);
      } finally {
        setDownloading(null);
      }
    },
    [show],
  );
  return {
    downloading,
    download: (a) => void download(a),
    previewing,
    preview: setPreviewing,
    closePreview: () => setPreviewing(null),
  };
}
