/**
 * The newsletter editor (a modal): Subject and Body (the site's rich-text editor: headings,
 * lists, links and emphasis reach the mail) with live counts, Save draft. Problems show
 * under their fields (the editor's own checks, then the API's words) and the focus moves to the
 * first; a failed save keeps everything typed. Closing with unsaved changes asks first. When
 * someone else saved the newsletter meanwhile (409), the API's message offers Reload, which
 * loads their version into the editor.
 */
import { NEWSLETTER_LENGTHS } from '@kavach/api-client/field-rules';
import {
  ConfirmDialog,
  docText,
  EditorField,
  failureSentence,
  FormProblem,
  isForbidden,
  useFocusOnRefusal,
} from '@kavach/admin-shared';
import { Alert, Button, Input, Modal } from 'antd';
import { LazyMediaPicker } from '../../media-library/src/MediaPicker';
import { RichTextField } from '../../shared/src/ui/RichTextField';
import { useRef, useState, type FormEvent } from 'react';
import {
  createNewsletter,
  fetchNewsletter,
  updateNewsletter,
  type Newsletter,
  type NewsletterText,
} from './api';
import {
  BODY_HINT,
  countText,
  DISCARD_CONFIRM,
  draftProblems,
  editorTextOf,
  errorText,
  fieldProblems,
  isConflict,
  textOf,
} from './rules';

export interface EditorProps {
  /** null = closed; 'new' = a new draft; a newsletter = edit that draft. */
  editing: Newsletter | 'new' | null;
  onClose(): void;
  /** Saved (created or changed): the newsletter as the API answered it. */
  onSaved(saved: Newsletter, created: boolean): void;
  /** Reload found it is no longer a draft (sending or sent meanwhile). */
  onGone(current: Newsletter): void;
  onForbidden(): void;
}

export function NewsletterEditor(props: EditorProps) {
  const { editing } = props;
  if (editing === null) return null;
  return <Editor key={editing === 'new' ? 'new' : editing.id} {...props} item={editing} />;
}

type Problems = Partial<Record<'subject' | 'body', string>>;

interface Base {
  id: number | null;
  version: number;
  text: NewsletterText;
}

function baseOf(item: Newsletter | 'new'): Base {
  return item === 'new'
    ? { id: null, version: 0, text: editorTextOf(null) }
    : { id: item.id, version: item.version, text: editorTextOf(item) };
}

function Editor({
  item,
  onClose,
  onSaved,
  onGone,
  onForbidden,
}: EditorProps & { item: Newsletter | 'new' }) {
  const [base, setBase] = useState(() => baseOf(item));
  const [draft, setDraft] = useState(base.text);
  // How many times the body took a version from the API (RichText replaces its text then).
  const [loads, setLoads] = useState(0);
  const [checked, setChecked] = useState(false);
  const [apiProblems, setApiProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useFocusOnRefusal(form, refusals);

  const dirty =
    draft.subject !== base.text.subject ||
    JSON.stringify(draft.doc ?? null) !== JSON.stringify(base.text.doc ?? null);
  const bodyText = docText(draft.doc);
  const problems: Problems = { ...(checked ? draftProblems(draft) : {}), ...apiProblems };
  const title = base.id === null ? 'New newsletter' : 'Edit newsletter';

  function change(field: 'subject' | 'body', patch: Partial<NewsletterText>) {
    setDraft((d) => ({ ...d, ...patch }));
    // The API's word on a field stands until that field is changed.
    setApiProblems((p) => {
      const rest = { ...p };
      delete rest[field];
      return rest;
    });
  }

  function close() {
    if (dirty && !busy) setAsking(true);
    else if (!busy) onClose();
  }

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setChecked(true);
    if (Object.keys(draftProblems(draft)).length > 0) return setRefusals((n) => n + 1);
    setBusy(true);
    setFailure(null);
    setConflict(null);
    try {
      const text = textOf(draft);
      const reply =
        base.id === null
          ? await createNewsletter(text)
          : await updateNewsletter(base.id, text, base.version);
      onSaved(reply.data, base.id === null);
    } catch (err) {
      const fields = fieldProblems(err);
      if (isForbidden(err)) onForbidden();
      else if (Object.keys(fields).length > 0) {
        setApiProblems(fields);
        setRefusals((n) => n + 1);
      } else if (isConflict(err)) setConflict(failureSentence(err));
      else setFailure(errorText('the newsletter was not saved.', err));
    } finally {
      setBusy(false);
    }
  }

  async function reload() {
    if (base.id === null) return;
    setBusy(true);
    try {
      const { data } = await fetchNewsletter(base.id);
      if (data.status !== 'draft') return onGone(data);
      const text = editorTextOf(data);
      setBase({ id: data.id, version: data.version, text });
      setDraft(text);
      setLoads((n) => n + 1);
      setApiProblems({});
      setConflict(null);
    } catch (err) {
      if (isForbidden(err)) onForbidden();
      else setFailure(errorText('the newsletter was not reloaded.', err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={title} onCancel={close} footer={null} maskClosable={false} width={760}>
      <form
        ref={form}
        onSubmit={(e) => void save(e)}
        noValidate
        aria-label={title}
        className="kv-nl-form"
      >
        <EditorField
          name="subject"
          label="Subject"
          count={countText(draft.subject.length, NEWSLETTER_LENGTHS.subject)}
          error={problems.subject}
        >
          {(c) => (
            <Input
              {...c}
              name="subject"
              value={draft.subject}
              maxLength={NEWSLETTER_LENGTHS.subject}
              onChange={(e) => change('subject', { subject: e.target.value })}
              status={problems.subject ? 'error' : undefined}
              autoFocus
            />
          )}
        </EditorField>
        <EditorField
          name="body"
          label="Body"
          count={countText(bodyText.length, NEWSLETTER_LENGTHS.body)}
          hint={BODY_HINT}
          error={problems.body}
        >
          {(c) => (
            <RichTextField
              control={c}
              label="Body"
              value={draft.doc}
              loaded={loads}
              readOnly={busy}
              imagePicker={LazyMediaPicker}
              onChange={(doc) => change('body', { doc })}
            />
          )}
        </EditorField>
        {conflict && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={conflict}
            data-testid="editor-conflict"
            action={
              <Button size="small" onClick={() => void reload()} disabled={busy}>
                Reload
              </Button>
            }
          />
        )}
        <FormProblem text={failure} />
        <div className="kv-nl-form__actions">
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save draft'}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        text={DISCARD_CONFIRM}
        okText="Discard changes"
        onConfirm={onClose}
        onCancel={() => setAsking(false)}
      />
    </Modal>
  );
}
