/**
 * An image field of the content form: the image's address, a small picture of it, and two ways
 * to fill it — choose one from the media library (an earlier upload, reused; the library also
 * uploads) or, with `upload`, upload one here with its alt text.
 */
import { Button, Input, type InputProps } from 'antd';
import { useEffect, useState } from 'react';
import { ImageUpload } from '../../media-library/src/ImageUpload';
import { LazyMediaPicker } from '../../media-library/src/MediaPicker';

export function ImageField({
  value,
  onChange,
  input,
  readOnly,
  upload = true,
}: {
  value: string;
  onChange(value: string): void;
  /** The text box's own props (id, name, aria-*, status) from the form field. */
  input: InputProps;
  readOnly: boolean;
  upload?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Input
        {...input}
        value={value}
        placeholder="/images/…"
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value)}
      />
      <ImagePreview address={value} />
      {!readOnly && (
        <>
          <div className="kv-ct-image-actions">
            <Button onClick={() => setPicking(true)}>Choose from the library…</Button>
          </div>
          {upload && <ImageUpload onUploaded={(image) => onChange(image.url)} />}
          {picking && (
            <LazyMediaPicker
              onChoose={(image) => {
                onChange(image.url);
                setPicking(false);
              }}
              onCancel={() => setPicking(false)}
            />
          )}
        </>
      )}
    </>
  );
}

/** The site's own images: a path under /images/ or an uploaded image's address. */
const SITE_IMAGE = /^\/(images|api\/content-images)\/[^\s?#]+$/;

/**
 * A small picture of the image a field names, so the person sees which one it is (the address
 * alone says nothing); nothing for an address that is not the site's, a note if it does not load.
 */
function ImagePreview({ address }: { address: string }) {
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
