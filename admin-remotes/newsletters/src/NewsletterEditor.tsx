/**
 * The newsletter editor (a modal): Subject and Body (the site's rich-text editor: headings,
 * lists, links and emphasis reach the mail) with live counts, in English and, optionally, Hindi
 * and Marathi (a subscriber gets the version of the language they chose), Save draft. Problems show
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
import { Alert, Button, Input, Modal, Radio } from 'antd';
import { LazyMediaPicker } from '../../media-library/src/MediaPicker';
import { RichTextField } from '../../shared/src/ui/RichTextField';
import { useRef, useState, type FormEvent } from 'react';
import {
  createNewsletter,
  fetchNewsletter,
  updateNewsletter,
  type Newsletter,
  type NewsletterLanguage,
  type NewsletterText,
  type NewsletterTexts,
} from './api';
import {
  BODY_HINT,
  countText,
  DISCARD_CONFIRM,
  draftProblems,
  editorTextsOf,
  errorText,
  fieldProblems,
  isConflict,
  LANGUAGE_HINT,
  NEWSLETTER_LANGUAGES,
  textOf,
  written,
  type Problems,
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

interface Base {
  id: number | null;
  version: number;
  texts: NewsletterTexts;
}

function baseOf(item: Newsletter | 'new'): Base {
  return item === 'new'
    ? { id: null, version: 0, texts: editorTextsOf(null) }
    : { id: item.id, version: item.version, texts: editorTextsOf(item) };
}

const same = (a: NewsletterText, b: NewsletterText) =>
  a.subject === b.subject && JSON.stringify(a.doc ?? null) === JSON.stringify(b.doc ?? null);

/** Each language's text as sent: the subject trimmed. */
const textsOf = (texts: NewsletterTexts): NewsletterTexts => ({
  en: textOf(texts.en),
  hi: textOf(texts.hi),
  mr: textOf(texts.mr),
});

function Editor({
  item,
  onClose,
  onSaved,
  onGone,
  onForbidden,
}: EditorProps & { item: Newsletter | 'new' }) {
  const [base, setBase] = useState(() => baseOf(item));
  const [drafts, setDrafts] = useState(base.texts);
  const [language, setLanguage] = useState<NewsletterLanguage>('en');
  const draft = drafts[language];
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

  const dirty = NEWSLETTER_LANGUAGES.some(({ code }) => !same(drafts[code], base.texts[code]));
  const bodyText = docText(draft.doc);
  const all: Problems = { ...(checked ? draftProblems(drafts) : {}) };
  for (const [code, mine] of Object.entries(apiProblems) as [NewsletterLanguage, Problems['en']][])
    all[code] = { ...all[code], ...mine };
  const problems = all[language] ?? {};
  const title = base.id === null ? 'New newsletter' : 'Edit newsletter';

  function change(field: 'subject' | 'body', patch: Partial<NewsletterText>) {
    setDrafts((d) => ({ ...d, [language]: { ...d[language], ...patch } }));
    // The API's word on a field stands until that field is changed.
    setApiProblems((p) => {
      const mine = { ...p[language] };
      delete mine[field];
      return { ...p, [language]: mine };
    });
  }

  /** Shows another language's version (the body editor takes its text). */
  function show(code: NewsletterLanguage) {
    setLanguage(code);
    setLoads((n) => n + 1);
  }

  /** Problems to show: the focus goes to the first, in the first language that has one. */
  function refuse(found: Problems) {
    const first = NEWSLETTER_LANGUAGES.find(({ code }) => found[code]);
    if (first && first.code !== language) show(first.code);
    setRefusals((n) => n + 1);
  }

  function close() {
    if (dirty && !busy) setAsking(true);
    else if (!busy) onClose();
  }

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setChecked(true);
    const found = draftProblems(drafts);
    if (Object.keys(found).length > 0) return refuse(found);
    setBusy(true);
    setFailure(null);
    setConflict(null);
    try {
      const texts = textsOf(drafts);
      const reply =
        base.id === null
          ? await createNewsletter(texts, written)
          : await updateNewsletter(base.id, texts, written, base.version);
      onSaved(reply.data, base.id === null);
    } catch (err) {
      const fields = fieldProblems(err);
      if (isForbidden(err)) onForbidden();
      else if (Object.keys(fields).length > 0) {
        setApiProblems(fields);
        refuse(fields);
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
      const texts = editorTextsOf(data);
      setBase({ id: data.id, version: data.version, texts });
      setDrafts(texts);
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
        <div className="kv-nl-languages">
          <Radio.Group
            aria-label="Language of the version"
            optionType="button"
            value={language}
            onChange={(e) => show(e.target.value as NewsletterLanguage)}
            options={NEWSLETTER_LANGUAGES.map(({ code, name }) => ({
              value: code,
              label: code === 'en' || written(drafts[code]) ? name : `${name} (none)`,
            }))}
          />
          <p className="kv-muted kv-nl-languages__hint">{LANGUAGE_HINT}</p>
        </div>
        <div lang={language} className="kv-nl-version">
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
        </div>
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
