/**
 * Add/edit modal: title, image (type and size checked before the upload),
 * start/end date, time, mode, status. Saving an Active session whose last day
 * has passed asks first. Its messages clear after 5 s, like the rest of the
 * Session Manager.
 */
import {
  ApiRequestError,
  ConfirmDialog,
  FieldLabel,
  FormProblem,
  ItemEditor,
  MESSAGE_TIMEOUTS,
  NativeSelect,
  todayInIndia,
  useDraft,
  useFormSubmit,
  useTimedMessage,
  type ItemEditorProps,
  type ItemFormProps,
} from '@kavach/admin-shared';
import { Button, Input } from 'antd';
import { useRef, useState } from 'react';
import { uploadSessionImage, type InfoSession } from './api';
import { ImageUploadButton } from './ImageUploadButton';
import {
  draftOf,
  draftProblem,
  EMPTY_DRAFT,
  endedActiveDay,
  endedActiveText,
  IMAGE_HINT,
  IMAGE_TYPES,
  invalidFields,
  imageProblem,
  MODES,
  STATUSES,
  type SessionDraft,
} from './rules';

const T = MESSAGE_TIMEOUTS.sessionAdmin;

export function SessionForm(props: ItemEditorProps<InfoSession, SessionDraft>) {
  return (
    <ItemEditor
      {...props}
      addTitle="Add Session"
      editTitle="Edit Session"
      width={560}
      draftOf={draftOf}
      newDraft={() => EMPTY_DRAFT}
      Form={SessionFormBody}
    />
  );
}

function SessionFormBody({ initial, id, onCancel, onSave }: ItemFormProps<SessionDraft>) {
  const { draft, set, bind } = useDraft(initial);
  const [uploading, setUploading] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The form's one message (a missing field, a refused image, a failed save), gone after 5 s.
  const { message, show, clear } = useTimedMessage();
  const problem = (text: string) => show(text, T, 'error');
  // The "this session has ended" question (its day stays while the dialog closes), and whether
  // it was answered "Save as Active" for the submit it started.
  const [endedAsk, setEndedAsk] = useState({ open: false, day: '' });
  const endedConfirmed = useRef(false);
  // The fields to fix are marked from the first refused save on (the first gets the focus).
  const [checked, setChecked] = useState(false);
  const invalidNow = checked ? invalidFields(draft) : [];
  const invalid = (field: keyof SessionDraft) =>
    invalidNow.includes(field) ? { 'aria-invalid': true, status: 'error' as const } : {};
  const { saving, submit } = useFormSubmit(
    async () => {
      const failure = await onSave(draft, id);
      if (failure) problem(failure);
      return null;
    },
    () => {
      setChecked(true);
      const wrong = draftProblem(draft);
      if (wrong) {
        problem(wrong);
        return true;
      }
      const ended = endedActiveDay(draft, todayInIndia());
      if (ended && !endedConfirmed.current) {
        setEndedAsk({ open: true, day: ended });
        return true;
      }
      endedConfirmed.current = false;
      clear();
      return false;
    },
  );

  async function onFile(file: File) {
    const wrong = imageProblem(file);
    if (wrong) {
      problem(`Error uploading image: ${wrong}`);
      return;
    }
    clear();
    setUploading(true);
    try {
      set('image', await uploadSessionImage(file));
    } catch (err) {
      const detail =
        err instanceof ApiRequestError || err instanceof Error ? err.message : 'Unknown error';
      problem(`Error uploading image: ${detail}`);
    } finally {
      setUploading(false);
    }
  }

  return (
    <>
      <form
        ref={form}
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
          <ImageUploadButton
            label={draft.image ? 'Replace image' : 'Upload image'}
            accept={IMAGE_TYPES.join(',')}
            labelledBy="kv-session-image-label"
            hintId="kv-session-image-hint"
            uploading={uploading}
            invalid={invalidNow.includes('image')}
            onFile={(file) => void onFile(file)}
          />
          <span id="kv-session-image-hint" className="kv-muted" style={{ fontWeight: 400 }}>
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
        <FormProblem key={message?.id} text={message?.text ?? null} />
        <div className="kv-session-form__actions">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={saving} disabled={uploading}>
            {saving ? 'Saving...' : id === null ? 'Add Session' : 'Update Session'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={endedAsk.open}
        text={endedActiveText(endedAsk.day)}
        okText="Save as Active"
        danger={false}
        onConfirm={() => {
          endedConfirmed.current = true;
          setEndedAsk((a) => ({ ...a, open: false }));
          form.current?.requestSubmit();
        }}
        onCancel={() => setEndedAsk((a) => ({ ...a, open: false }))}
      />
    </>
  );
}
