/**
 * The CV preview: a PDF resume in the browser's own PDF viewer, in a panel over the tab, with
 * Download and Close. The frame opens the API's preview route, which answers the PDF inline
 * with a `sandbox` Content-Security-Policy: the document gets an opaque origin, so nothing in
 * the file can run script in the panel's. (No `sandbox` attribute on the frame: Chromium then
 * refuses to start its PDF viewer at all; the header sandboxes it and the viewer still draws.)
 */
import { failureSentence } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { resumePreviewUrl, type ResumeDownload } from './resume';
import { fullName } from './rules';

type Application = Schemas['ApplicationView'];

export function ResumePreview({
  resume: { previewing: a, closePreview, download, downloading },
}: {
  resume: ResumeDownload;
}) {
  const [src, setSrc] = useState<{ id: number; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = a?.id ?? null;
  useEffect(() => {
    if (id === null) return;
    let live = true;
    setSrc(null);
    setError(null);
    resumePreviewUrl({ id }).then(
      (url) => live && setSrc({ id, url }),
      (e: unknown) => live && setError(`The CV could not be opened: ${failureSentence(e)}`),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const name = a ? fullName(a) : '';
  return (
    <Modal
      open={a !== null}
      title={a ? `CV of ${name}` : 'CV'}
      onCancel={closePreview}
      destroyOnHidden
      width={960}
      className="kv-cv-preview"
      footer={
        a && (
          <>
            <Button onClick={closePreview}>Close</Button>
            <Button
              type="primary"
              onClick={() => download(a as Application)}
              loading={downloading === a.id}
            >
              Download
            </Button>
          </>
        )
      }
    >
      <div data-testid="resume-preview" className="kv-cv-preview__body">
        {error && <Alert type="error" showIcon message={error} />}
        {!error && src?.id === id && (
          <iframe
            className="kv-cv-preview__frame"
            title={`CV of ${name} (PDF)`}
            src={src.url}
            referrerPolicy="no-referrer"
          />
        )}
        {!error && src?.id !== id && <p className="kv-muted">Opening the CV...</p>}
      </div>
    </Modal>
  );
}
