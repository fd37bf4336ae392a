/** The resume download the table's Resume button and the details modal share. */
import {
  api,
  MESSAGE_TIMEOUTS,
  receiveFile,
  saveBlob,
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
export async function downloadResume(a: Application): Promise<string> {
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

export interface ResumeDownload {
  /** The application whose resume is on its way. */
  downloading: number | null;
  download: (a: Application) => void;
}

export function useResumeDownload(show: ShowMessage): ResumeDownload {
  const [downloading, setDownloading] = useState<number | null>(null);
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
  return { downloading, download: (a) => void download(a) };
}
