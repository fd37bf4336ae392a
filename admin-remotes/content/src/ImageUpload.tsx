/**
 * Upload beside an image field: the alt text first (the API requires it: a reader who cannot see
 * the image hears it), then the file; the stored image's address fills the field.
 */
import { ApiRequestError } from '@kavach/admin-shared';
import { Button, Input } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { uploadImage } from './api';

export const ALT_NEEDED = 'Describe the image for people who cannot see it (alt text) first.';

export function ImageUpload({ onUploaded }: { onUploaded(url: string): void }) {
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
      onUploaded(data.url);
      setDone(`Uploaded: ${data.width} × ${data.height} px, “${data.alt}”.`);
    } catch (e) {
      const details = e instanceof ApiRequestError ? e.details : undefined;
      setProblem(details?.alt ?? details?.image ?? (e as Error).message);
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className="kv-ct-upload">
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
        Upload image…
      </Button>
      {problem && (
        <div role="alert" className="kv-ct-upload__problem">
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

/** The site's own images: a path under /images/ or an uploaded image's address. */
const SITE_IMAGE = /^\/(images|api\/content-images)\/[^\s?#]+$/;

/**
 * A small picture of the image a field names, so the person sees which one it is (the address
 * alone says nothing); nothing for an address that is not the site's, a note if it does not load.
 */
export function ImagePreview({ address }: { address: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [address]);
  const src = address.trim();
  if (!SITE_IMAGE.test(src)) return null;
  return failed ? (
    <div className="kv-ct-error" data-testid="image-preview-failed">
      This image could not be loaded: check the address.
    </div>
  ) : (
    // Decorative here: the field above names the image by its address.
    <img
      className="kv-ct-thumb"
      src={src}
      alt=""
      width={120}
      height={68}
      loading="lazy"
      onError={() => setFailed(true)}
      data-testid="image-preview"
    />
  );
}
