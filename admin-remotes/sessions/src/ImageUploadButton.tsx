/**
 * The image picker in antd's Upload look (a default button with the upload icon, a spinner while
 * the file goes up) without antd's Upload component, whose upload list, progress and tooltip would
 * join the antd chunk every user downloads. The native file input stays (hidden) and does the
 * picking; the button opens it.
 */
import { Button } from 'antd';
import { useRef, type ChangeEvent } from 'react';

/** antd's UploadOutlined icon (from @ant-design/icons-svg). */
function UploadIcon() {
  return (
    <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d="M400 317.7h73.9V656c0 4.4 3.6 8 8 8h60c4.4 0 8-3.6 8-8V317.7H624c6.7 0 10.4-7.7 6.3-12.9L518.3 163a8 8 0 00-12.6 0l-112 141.7c-4.1 5.3-.4 13 6.3 13zM878 626h-60c-4.4 0-8 3.6-8 8v154H214V634c0-4.4-3.6-8-8-8h-60c-4.4 0-8 3.6-8 8v198c0 17.7 14.3 32 32 32h684c17.7 0 32-14.3 32-32V634c0-4.4-3.6-8-8-8z" />
    </svg>
  );
}

export function ImageUploadButton({
  label,
  accept,
  labelledBy,
  hintId,
  uploading,
  invalid = false,
  onFile,
}: {
  /** The button's text, e.g. 'Upload image' or 'Replace image'. */
  label: string;
  accept: string;
  /** The id of the field's label (read with the button's text). */
  labelledBy: string;
  /** The id of the hint (types and size) the button is described by. */
  hintId: string;
  uploading: boolean;
  /** No image yet after a refused save: marked, and the focus can land on the button. */
  invalid?: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);

  function onChange(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    // Cleared at once, so picking the same file again (after a failure) fires a change again.
    e.target.value = '';
    if (file) onFile(file);
  }

  return (
    <div className="kv-session-form__upload">
      <Button
        icon={<UploadIcon />}
        loading={uploading}
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
        id={`${labelledBy}-button`}
        aria-labelledby={`${labelledBy} ${labelledBy}-button`}
        aria-invalid={invalid || undefined}
        danger={invalid}
      >
        {uploading ? 'Uploading...' : label}
      </Button>
      <input
        ref={input}
        type="file"
        name="image"
        accept={accept}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        hidden
        onChange={onChange}
        disabled={uploading}
      />
    </div>
  );
}
