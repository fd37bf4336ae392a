/**
 * The media library: the images uploaded for the site, newest first, searched by alt text. Each
 * shows a small picture, its alt text, its size, who uploaded it and when, and where it is used.
 * Whoever edits content uploads and corrects alt text (every page that shows the image says the
 * new words); a publisher (`canDelete`) deletes, after a confirmation naming the image's users.
 * With `onChoose`, each image has a Choose button and an upload is chosen at once (the picker of
 * an image field and of the editor's Image button).
 */
import { CONTENT_KINDS } from '@kavach/api-client/content-kinds';
import { Button, Input } from 'antd';
import { useCallback, useState } from 'react';
import {
  ApiRequestError,
  ConfirmDialog,
  formatDate,
  injectStyles,
  ListPager,
  ListSearch,
  LoadError,
  MessageAlert,
  plural,
  useServerList,
  useTimedMessage,
} from '@kavach/admin-shared';
import { ImageUpload } from './ImageUpload';
import {
  deleteImage,
  fetchImages,
  updateAlt,
  type MediaImage,
  type MediaUse,
  type UploadedImage,
} from './mediaApi';

injectStyles(
  'kv-media',
  `
.kv-media__grid{list-style:none;margin:12px 0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.kv-media__card{border:1px solid #e3e8e5;border-radius:6px;padding:8px;display:flex;flex-direction:column;gap:4px;min-width:0}
.kv-media__card img{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:contain;background:#f5f7f6;border-radius:4px}
.kv-media__alt{margin:0;font-weight:600;overflow-wrap:anywhere}
.kv-media__meta{margin:0;font-size:13px;color:#5b6b62;overflow-wrap:anywhere}
.kv-media__actions{display:flex;flex-wrap:wrap;gap:6px;margin-top:auto;padding-top:4px}
`,
);

const PAGE_SIZE = 12;

/** "the news item “Centre opens”", "the newsletter “December” (in the trash)". */
function placeText(use: MediaUse): string {
  const kind = CONTENT_KINDS[use.kind as keyof typeof CONTENT_KINDS];
  const noun = kind ? kind.noun : use.kind;
  return `the ${noun} “${use.title}”${use.in_trash ? ' (in the trash)' : ''}`;
}

function usedByText(image: MediaImage): string {
  if (image.used_by.length === 0) return 'Not used yet.';
  return `Used by ${image.used_by.map(placeText).join(', ')}.`;
}

export function MediaLibrary({
  onChoose,
  canDelete,
}: {
  onChoose?: (image: UploadedImage) => void;
  canDelete: boolean;
}) {
  const fetchPage = useCallback(fetchImages, []);
  const list = useServerList(fetchPage, PAGE_SIZE);
  const { message, show, clear } = useTimedMessage();
  const [deleting, setDeleting] = useState<MediaImage | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(image: MediaImage) {
    setBusy(true);
    try {
      await deleteImage(image.name, image.used_by.length > 0);
      show(`The image “${image.alt}” is deleted.`, 5000, 'success');
    } catch (e) {
      show(`The image was not deleted: ${(e as Error).message}`, 10_000, 'error');
    } finally {
      setBusy(false);
      setDeleting(null);
      void list.refresh();
    }
  }

  return (
    <section aria-label="Media library" data-testid="media-library">
      <MessageAlert message={message} onClose={clear} />
      <ImageUpload
        label={onChoose ? 'Upload and use…' : 'Upload image…'}
        onUploaded={(image) => {
          if (onChoose) onChoose(image);
          else void list.refresh();
        }}
      />
      <div className="kv-toolbar">
        <ListSearch list={list} placeholder="Search alt text..." label="Search images" />
      </div>
      <LoadError
        error={list.error}
        message={(e) => `The images were not loaded: ${(e as Error).message}`}
        onRetry={() => void list.refresh()}
      />
      {!list.loading && list.rows.length === 0 && !list.error && (
        <p className="kv-muted">
          {list.filters.search
            ? `No image’s alt text has “${list.filters.search}”.`
            : 'No images yet: upload one above.'}
        </p>
      )}
      <ul className="kv-media__grid" aria-busy={list.loading}>
        {list.rows.map((image) => (
          <MediaCard
            key={image.name}
            image={image}
            onChoose={onChoose}
            onDelete={canDelete ? () => setDeleting(image) : undefined}
            onChanged={() => void list.refresh()}
          />
        ))}
      </ul>
      <ListPager list={list} />
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        text={
          deleting === null
            ? ''
            : deleting.used_by.length > 0
              ? `${usedByText(deleting)} Deleting “${deleting.alt}” takes it off ${deleting.used_by.length === 1 ? 'it' : `all ${deleting.used_by.length}`}: their pages and mails no longer show it. Delete it?`
              : `Delete the image “${deleting.alt}”? Nothing uses it.`
        }
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function MediaCard({
  image,
  onChoose,
  onDelete,
  onChanged,
}: {
  image: MediaImage;
  onChoose?: (image: UploadedImage) => void;
  onDelete?: () => void;
  onChanged(): void;
}) {
  const [editing, setEditing] = useState(false);
  const [alt, setAlt] = useState(image.alt);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setProblem(null);
    try {
      await updateAlt(image.name, alt);
      setEditing(false);
      onChanged();
    } catch (e) {
      const details = e instanceof ApiRequestError ? e.details : undefined;
      setProblem(details?.alt ?? (e as Error).message);
    } finally {
      setSaving(false);
    }
  }

  const ratio = image.height / image.width;
  return (
    <li className="kv-media__card" data-testid="media-image">
      <img
        src={image.thumbnail}
        alt={image.alt}
        width={220}
        height={Math.round(220 * ratio)}
        loading="lazy"
      />
      {editing ? (
        <>
          <Input
            aria-label={`Alt text of “${image.alt}”`}
            value={alt}
            maxLength={300}
            onChange={(e) => setAlt(e.target.value)}
            onPressEnter={() => void save()}
          />
          {problem && (
            <div role="alert" className="kv-upload__problem">
              {problem}
            </div>
          )}
        </>
      ) : (
        <p className="kv-media__alt">{image.alt}</p>
      )}
      <p className="kv-media__meta">
        {image.width.toLocaleString('en-IN')} × {image.height.toLocaleString('en-IN')} px ·{' '}
        {plural(image.srcset.split(',').length, 'width')} · uploaded by {image.uploaded_by} on{' '}
        {formatDate(image.uploaded_at)}
      </p>
      <p className="kv-media__meta" data-testid="media-used-by">
        {usedByText(image)}
      </p>
      <div className="kv-media__actions">
        {editing ? (
          <>
            <Button size="small" type="primary" loading={saving} onClick={() => void save()}>
              Save alt text
            </Button>
            <Button
              size="small"
              onClick={() => {
                setEditing(false);
                setAlt(image.alt);
                setProblem(null);
              }}
            >
              Cancel
            </Button>
          </>
        ) : (
          <>
            {onChoose && (
              <Button
                size="small"
                type="primary"
                aria-label={`Choose “${image.alt}”`}
                onClick={() => onChoose(image)}
              >
                Choose
              </Button>
            )}
            <Button
              size="small"
              aria-label={`Edit the alt text of “${image.alt}”`}
              onClick={() => setEditing(true)}
            >
              Edit alt text
            </Button>
            {onDelete && (
              <Button size="small" danger aria-label={`Delete “${image.alt}”`} onClick={onDelete}>
                Delete
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}
