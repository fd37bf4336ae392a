/**
 * An upload to the media library: the alt text first (the API requires it: a reader who cannot
 * see the image hears it), then the file. `onUploaded` gets the stored image.
 */
import { Button, Input } from 'antd';
import { useId, useRef, useState } from 'react';
import { ApiRequestError, injectStyles } from '@kavach/admin-shared';
import { uploadImage, type UploadedImage } from './mediaApi';

injectStyles(
  'kv-upload',
  `
.kv-upload{display:flex;flex-wrap:wrap;align-items:center;gap:6px 8px;margin-top:4px}
.kv-upload .ant-input{flex:1 1 220px;min-width:0}
.kv-upload__problem{color:#cf1322;font-size:13px;flex-basis:100%}
`,
);

const ALT_NEEDED = 'Describe the image for people who cannot see it (alt text) first.';

export function ImageUpload({
  onUploaded,
  label = 'Upload image…',
}: {
  onUploaded(image: UploadedImage): void;
  label?: string;
}) {
  const altId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const upload = async (chosen: File) => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      const { data } = await uploadImage(chosen, alt);
      setDone(`Uploaded: ${data.width} × ${data.height} px, “${data.alt}”.`);
      setAlt('');
      onUploaded(data);
    } catch (e) {
      const details = e instanceof ApiRequestError ? e.details : undefined;
      setProblem(details?.alt ?? details?.image ?? (e as Error).message);
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className="kv-upload">
      <label htmlFor={altId} className="kv-muted">
        Alt text for an upload
      </label>
      <Input
        id={altId}
        value={alt}
        maxLength={300}
        placeholder="What the image shows"
        onChange={(e) => setAlt(e.target.value)}
      />
      <input
        ref={file}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        hidden
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) void upload(chosen);
        }}
      />
      <Button
        loading={busy}
        onClick={() => (alt.trim() ? file.current?.click() : setProblem(ALT_NEEDED))}
      >
        {label}
      </Button>
      {problem && (
        <div role="alert" className="kv-upload__problem">
          {problem}
        </div>
      )}
      {done && (
        <div role="status" className="kv-muted">
          {done}
        </div>
      )}
    </div>
  );
}
