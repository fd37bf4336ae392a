/** The resume download the table's Resume button and the details modal share. */
import { MESSAGE_TIMEOUTS, type ShowMessage } from '@kavach/admin-shared';
import { useCallback, useState } from 'react';
import { downloadResume, type Application } from './api';
import { resumeErrorMessage } from './rules';

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
