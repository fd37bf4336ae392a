/**
 * Add/edit modal: title, image (type and size checked before the upload),
 * start/end date, time, mode, status.
 */
import {
  ApiRequestError,
  EditorModal,
  FieldLabel,
  FormProblem,
  NativeSelect,
  useDraft,
  useFormSubmit,
  type Editing,
  type SaveHandler,
} from '@kavach/admin-shared';
import { Button, Input } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { uploadSessionImage, type InfoSession } from './api';
import {
  draftOf,
  draftProblem,
  EMPTY_DRAFT,
  IMAGE_HINT,
  IMAGE_TYPES,
  imageProblem,
  invalidFields,
  MODES,
  STATUSES,
  type SessionDraft,
} from './rules';

export interface SessionFormProps {
  /** null = closed; 'new' = add; a session = edit. */
  editing: Editing<InfoSession>;
  onCancel: () => void;
  onSave: SaveHandler<SessionDraft>;
}

export function SessionForm({ editing, onCancel, onSave }: SessionFormProps) {
  return (
    <EditorModal
      editing={editing}
      addTitle="Add Session"
      editTitle="Edit Session"
      width={560}
      onCancel={onCancel}
    >
      {(session) => (
        <SessionFormBody
          initial={session ? draftOf(session) : EMPTY_DRAFT}
          id={session ? session.id : null}
          onCancel={onCancel}
          onSave={onSave}
        />
      )}
    </EditorModal>
  );
}

function SessionFormBody({
  initial,
  id,
  onCancel,
  onSave,
}: {
  initial: SessionDraft;
  id: number | null;
  onCancel: () => void;
  onSave: SaveHandler<SessionDraft>;
}) {
  const { draft, set, bind } = useDraft(initial);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The fields to fix are marked from the first refused save on.
  const [checked, setChecked] = useState(false);
  const wrong = checked ? invalidFields(draft) : [];
  const invalid = (field: keyof SessionDraft) =>
    wrong.includes(field) ? { 'aria-invalid': true, status: 'error' as const } : {};
  const { saving, problem, setProblem, submit } = useFormSubmit(
    () => onSave(draft, id),
    (show) => {
      setChecked(true);
      const why = draftProblem(draft);
      if (why) show(why);
      return why !== null;
    },
  );

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (!file) return;
    const wrong = imageProblem(file);
    if (wrong) {
      setProblem(`Error uploading image: ${wrong}`);
      e.target.value = '';
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      set('image', await uploadSessionImage(file));
    } catch (err) {
      const detail =
        err instanceof ApiRequestError || err instanceof Error ? err.message : 'Unknown error';
      setProblem(`Error uploading image: ${detail}`);
    } finally {
      setUploading(false);
      e.target.value = '';
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="kv-session-form"
      aria-label={id === null ? 'Add Session' : 'Edit Session'}
    >
      <FieldLabel label="Title (optional)">
        <Input {...bind('title')} placeholder="Information Session" maxLength={200} />
      </FieldLabel>
      <div className="kv-field-label">
        <span id="kv-session-image-label">Image *</span>
        {draft.image ? (
          <img
            src={draft.image}
            alt="Session banner preview"
            className="kv-session-form__preview"
          />
        ) : (
          <div className="kv-session-form__noimage">No image uploaded</div>
        )}
        <div className="kv-toolbar" style={{ margin: 0 }}>
          <input
            ref={fileInput}
            type="file"
            name="image"
            accept={IMAGE_TYPES.join(',')}
            aria-labelledby="kv-session-image-label"
            aria-invalid={wrong.includes('image') || undefined}
            onChange={onFile}
            disabled={uploading}
            className="kv-session-form__file"
          />
          {uploading && <span className="kv-muted">Uploading...</span>}
        </div>
        <span className="kv-muted" style={{ fontWeight: 400 }}>
          {IMAGE_HINT}
        </span>
      </div>
      <div className="kv-session-form__row">
        <FieldLabel label="Start Date *">
          <Input type="date" {...bind('date')} {...invalid('date')} />
        </FieldLabel>
        <FieldLabel label="End Date (optional)">
          <Input
            type="date"
            {...bind('endDate')}
            min={draft.date || undefined}
            {...invalid('endDate')}
          />
        </FieldLabel>
      </div>
      <FieldLabel label="Time *">
        <Input
          {...bind('time')}
          placeholder="11:00 AM – 12:30 PM IST"
          maxLength={100}
          {...invalid('time')}
        />
      </FieldLabel>
      <div className="kv-session-form__row">
        <FieldLabel label="Mode">
          <NativeSelect {...bind('mode')} options={MODES} />
        </FieldLabel>
        <FieldLabel label="Status">
          <NativeSelect {...bind('status')} options={STATUSES} />
        </FieldLabel>
      </div>
      <FormProblem text={problem} />
      <div className="kv-session-form__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={uploading}>
          {saving ? 'Saving...' : id === null ? 'Add Session' : 'Update Session'}
        </Button>
      </div>
    </form>
  );
}
