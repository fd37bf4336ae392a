/**
 * Add/edit modal: title, image (optional: the default picture without one; type and size
 * checked before the upload), start/end date, start/end time, mode, place, meeting link,
 * capacity, description, status. Saving an Active session whose last day has passed asks
 * first. Its messages clear after 5 s, like the rest of the Session Manager.
 */
import {
  ConfirmDialog,
  DayPicker,
  failureSentence,
  FieldLabel,
  FormProblem,
  ItemEditor,
  type ItemEditorProps,
  type ItemFormProps,
  MESSAGE_TIMEOUTS,
  NativeSelect,
  todayInIndia,
  useDraft,
  useFormSubmit,
  useTimedMessage,
} from '@kavach/admin-shared';
import { Button, Input } from 'antd';
const { TextArea } = Input;
import { useRef, useState } from 'react';
import { uploadSessionImage, type InfoSession } from './api';
import { ImageUploadButton } from './ImageUploadButton';
import {
  DEFAULT_IMAGE,
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
      problem(`Error uploading image: ${failureSentence(err)}`);
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
        <FieldLabel label="Title *">
          <Input
            {...bind('title')}
            placeholder="HrC Test: Information Session"
            maxLength={200}
            {...invalid('title')}
          />
        </FieldLabel>
        <div className="kv-field-label">
          <span id="kv-session-image-label">Image (optional)</span>
          <img
            src={draft.image || DEFAULT_IMAGE}
            alt={draft.image ? 'Session banner preview' : 'Default session picture'}
            className="kv-session-form__preview"
          />
          {!draft.image && (
            <span className="kv-muted" style={{ fontWeight: 400 }}>
              Without an image of its own, the session shows this default picture.
            </span>
          )}
          <div className="kv-session-form__upload">
            <ImageUploadButton
              label={draft.image ? 'Replace image' : 'Upload image'}
              accept={IMAGE_TYPES.join(',')}
              labelledBy="kv-session-image-label"
              hintId="kv-session-image-hint"
              uploading={uploading}
              invalid={false}
              onFile={(file) => void onFile(file)}
            />
            {draft.image && (
              <Button onClick={() => set('image', '')}>Use the default picture</Button>
            )}
          </div>
          <span id="kv-session-image-hint" className="kv-muted" style={{ fontWeight: 400 }}>
            {IMAGE_HINT}
          </span>
        </div>
        <div className="kv-session-form__row">
          <FieldLabel label="Start Date *">
            <DayPicker
              name="date"
              value={draft.date}
              onValue={(v) => set('date', v)}
              {...invalid('date')}
            />
          </FieldLabel>
          <FieldLabel label="End Date (optional)">
            <DayPicker
              name="endDate"
              value={draft.endDate}
              onValue={(v) => set('endDate', v)}
              {...invalid('endDate')}
            />
          </FieldLabel>
        </div>
        <div className="kv-session-form__row">
          <FieldLabel label="Start Time (IST) *">
            <Input type="time" step={300} {...bind('startTime')} {...invalid('startTime')} />
          </FieldLabel>
          <FieldLabel label="End Time (IST) *">
            <Input type="time" step={300} {...bind('endTime')} {...invalid('endTime')} />
          </FieldLabel>
        </div>
        <div className="kv-session-form__row">
          <FieldLabel label="Mode">
            <NativeSelect {...bind('mode')} options={MODES} />
          </FieldLabel>
          <FieldLabel label="Status">
            <NativeSelect {...bind('status')} options={STATUSES} />
          </FieldLabel>
        </div>
        <FieldLabel label={draft.mode === 'online' ? 'Place (optional)' : 'Place *'}>
          <Input
            {...bind('place')}
            placeholder="Kavach Genomics, Bengaluru"
            maxLength={300}
            {...invalid('place')}
          />
        </FieldLabel>
        <FieldLabel label="Meeting link (optional, sent to registrants)">
          <Input
            {...bind('meetingLink')}
            type="url"
            placeholder="https://meet.example.com/abc-defg-hij"
            maxLength={500}
            {...invalid('meetingLink')}
          />
        </FieldLabel>
        <FieldLabel label="Capacity (seats; empty = no limit)">
          <Input
            {...bind('capacity')}
            inputMode="numeric"
            placeholder="No limit"
            maxLength={6}
            {...invalid('capacity')}
          />
        </FieldLabel>
        <FieldLabel label="Description (optional)">
          <TextArea {...bind('description')} rows={3} maxLength={2000} />
        </FieldLabel>
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
