/**
 * The editor of one item of any kind (a wide modal): the generated form, then the actions the
 * user's permissions allow — Save draft, Preview, Publish now, Schedule…, Unpublish, Move to trash —
 * and the revision history. Publishing or previewing with unsaved changes saves them first. A
 * failed call keeps everything typed; field messages show under their fields; another's save in
 * between (409) shows the API's sentence with Reload. Closing with unsaved changes asks first.
 */
import { ConfirmDialog, failureSentence, FormProblem, StatusTag } from '@kavach/admin-shared';
import { Alert, Button, Input, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  createItem,
  fetchItem,
  mailItem,
  previewItem,
  publishItem,
  saveItem,
  trashItem,
  unpublishItem,
  type ContentItem,
  type ContentKind,
} from './api';
import { KindForm } from './KindForm';
import { Revisions } from './Revisions';
import {
  actionsFor,
  DISCARD_CONFIRM,
  errorText,
  fieldProblems,
  inputOf,
  isConflict,
  isoOfLocal,
  kindOf,
  lastChangeText,
  sameValues,
  STATUS_TAGS,
  statusText,
  valuesOf,
  type FormValues,
} from './rules';

export interface EditorProps {
  kind: ContentKind;
  /** null = closed; 'new' = a new draft; an item = that item. */
  editing: ContentItem | 'new' | null;
  publisher: boolean;
  /** Holds newsletters:send: a published blog post or news item can be sent by e-mail. */
  mailer: boolean;
  onClose(): void;
  /** The item changed on the server (the list reads again). */
  onChanged(): void;
  /** Moved to the trash: the editor closes, the tab says so. */
  onTrashed(message: string): void;
}

export function ContentEditor(props: EditorProps) {
  const { editing } = props;
  if (editing === null) return null;
  return (
    <Editor
      key={`${props.kind}-${editing === 'new' ? 'new' : editing.id}`}
      {...props}
      start={editing === 'new' ? null : editing}
    />
  );
}

function Editor({
  kind,
  start,
  publisher,
  mailer,
  onClose,
  onChanged,
  onTrashed,
}: EditorProps & { start: ContentItem | null }) {
  const spec = kindOf(kind);
  const [item, setItem] = useState<ContentItem | null>(start);
  const [base, setBase] = useState<FormValues>(() => valuesOf(kind, start));
  const [values, setValues] = useState<FormValues>(base);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<'discard' | 'trash' | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState('');
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const can = actionsFor(publisher, item);
  const dirty = !sameValues(values, base);
  const title = item ? `Edit ${spec.noun}` : `New ${spec.noun}`;

  function change(patch: Partial<FormValues>) {
    setValues((v) => ({ ...v, ...patch }));
    // The API's word on a field stands until that field is changed.
    setProblems((p) => {
      const rest = { ...p };
      for (const key of Object.keys(patch)) {
        if (key === 'fields') {
          for (const name of Object.keys(patch.fields ?? {})) {
            if (patch.fields?.[name] !== values.fields[name]) delete rest[`fields.${name}`];
          }
        } else delete rest[key];
      }
      return rest;
    });
  }

  /** The item as the API answered it becomes what the form compares against. */
  function took(saved: ContentItem) {
    const v = valuesOf(kind, saved);
    setItem(saved);
    setBase(v);
    setValues(v);
    onChanged();
  }

  /** A failed call: field messages, the conflict with Reload, or the API's words. */
  function failed(what: string, err: unknown) {
    const fields = fieldProblems(err);
    // A 403 here is a sentence about this item (e.g. live: only a publisher changes it).
    if (Object.keys(fields).length > 0) {
      setProblems(fields);
      if (fields.at) setScheduling(true);
      setRefusals((n) => n + 1);
    } else if (isConflict(err)) setConflict(failureSentence(err));
    else setFailure(errorText(what, err));
  }

  async function run(label: string, what: string, call: () => Promise<void>) {
    setBusy(label);
    setFailure(null);
    setConflict(null);
    setNotice(null);
    try {
      await call();
    } catch (err) {
      failed(what, err);
    } finally {
      setBusy(null);
    }
  }

  /** Saves what is typed (when new or changed); the item as saved. */
  async function saved(): Promise<ContentItem> {
    if (item && !dirty) return item;
    const input = inputOf(kind, values);
    const reply = item
      ? await saveItem(kind, item.id, input, item.version)
      : await createItem(kind, input);
    took(reply.data);
    return reply.data;
  }

  const save = () =>
    run('save', `the ${spec.noun} was not saved.`, async () => {
      await saved();
      setNotice(can.unpublish ? 'Changes saved.' : 'Draft saved.');
    });

  const publish = (at?: string) =>
    run(at ? 'schedule' : 'publish', `the ${spec.noun} was not published.`, async () => {
      const current = await saved();
      const { data } = await publishItem(kind, current.id, current.version, at);
      took(data);
      setScheduling(false);
      setNotice(
        at ? `Scheduled: ${statusText(data)}.` : `Published: it is on the site at ${data.url}.`,
      );
    });

  const unpublish = () =>
    run('unpublish', `the ${spec.noun} was not unpublished.`, async () => {
      if (!item) return;
      const { data } = await unpublishItem(kind, item.id, item.version);
      took(data);
      setNotice('Unpublished: it is off the site and a draft again.');
    });

  async function preview() {
    // Opened now, in the click, so no pop-up blocker stops it; it gets its address once known.
    const tab = window.open('', '_blank');
    let opened = false;
    await run('preview', 'the preview was not opened.', async () => {
      const current = can.save ? await saved() : item!;
      const link = await previewItem(kind, current.id);
      const url = new URL(link.url, window.location.origin).href;
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, '_blank', 'noopener');
      opened = true;
      setNotice('The preview opened in a new tab.');
    });
    if (!opened) tab?.close();
  }

  async function mail() {
    await run('mail', 'no newsletter was made.', async () => {
      if (!item) return;
      const { data } = await mailItem(kind, item.id);
      setNotice(
        `The newsletter draft “${data.subject}” is in the Newsletters tab: send a test to yourself, then send it.`,
      );
    });
  }

  async function trash() {
    setAsking(null);
    await run('trash', `the ${spec.noun} was not moved to the trash.`, async () => {
      if (!item) return;
      const { message } = await trashItem(kind, item.id);
      onTrashed(message);
    });
  }

  async function reload() {
    if (!item) return;
    await run('reload', `the ${spec.noun} was not reloaded.`, async () => {
      const { data } = await fetchItem(kind, item.id);
      took(data);
      setProblems({});
    });
  }

  function schedule() {
    const at = isoOfLocal(when);
    if (!at) {
      setProblems((p) => ({ ...p, at: 'Choose the date and time to publish.' }));
      return;
    }
    void publish(at);
  }

  function close() {
    if (busy) return;
    if (dirty) setAsking('discard');
    else onClose();
  }

  const disabled = busy !== null;
  return (
    <Modal
      open
      title={title}
      onCancel={close}
      footer={null}
      maskClosable={false}
      width={900}
      className="kv-ct-modal"
    >
      <form
        ref={form}
        noValidate
        aria-label={title}
        className="kv-ct-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (can.save) void save();
        }}
      >
        {item && (
          <p className="kv-ct-meta" data-testid="editor-meta">
            <StatusTag statuses={STATUS_TAGS} status={item.status} />
            {item.status === 'scheduled' && <span>{statusText(item)}</span>}
            <span>
              Address: <code>{item.url}</code>
            </span>
            <span>Last change: {lastChangeText(item)}</span>
          </p>
        )}
        {can.readOnly && (
          <Alert type="info" showIcon title={can.note} data-testid="editor-read-only" />
        )}
        <KindForm
          kind={kind}
          values={values}
          onChange={change}
          problems={problems}
          readOnly={can.readOnly || disabled}
        />
        {conflict && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={conflict}
            data-testid="editor-conflict"
            action={
              <Button size="small" onClick={() => void reload()} disabled={disabled}>
                Reload
              </Button>
            }
          />
        )}
        <FormProblem text={failure} />
        {notice && (
          <Alert type="success" showIcon role="status" title={notice} data-testid="editor-notice" />
        )}
        {scheduling && (
          <div className="kv-ct-schedule">
            <label className="kv-field-label" htmlFor="kv-ct-when">
              Publish at
            </label>
            <Input
              id="kv-ct-when"
              type="datetime-local"
              value={when}
              onChange={(e) => {
                setWhen(e.target.value);
                setProblems(({ at: _, ...rest }) => rest);
              }}
              status={problems.at ? 'error' : undefined}
              aria-invalid={problems.at ? true : undefined}
              aria-describedby={problems.at ? 'kv-ct-when-error' : undefined}
            />
            <Button type="primary" onClick={schedule} disabled={disabled}>
              {busy === 'schedule' ? 'Scheduling...' : 'Schedule'}
            </Button>
            <Button onClick={() => setScheduling(false)} disabled={disabled}>
              Cancel
            </Button>
            {problems.at && (
              <span className="kv-ct-error" id="kv-ct-when-error">
                {problems.at}
              </span>
            )}
          </div>
        )}
        <div className="kv-ct-actions">
          {can.note && !can.readOnly && (
            <span className="kv-muted kv-ct-note" data-testid="publisher-note">
              {can.note}
            </span>
          )}
          {can.trash && (
            <Button danger onClick={() => setAsking('trash')} disabled={disabled}>
              Move to trash
            </Button>
          )}
          {mailer && item?.status === 'published' && spec.itemPath.includes('/{slug}') && (
            <Button onClick={() => void mail()} disabled={disabled}>
              {busy === 'mail' ? 'Making the newsletter...' : 'Send by e-mail'}
            </Button>
          )}
          {can.unpublish && (
            <Button onClick={() => void unpublish()} disabled={disabled}>
              {busy === 'unpublish' ? 'Unpublishing...' : 'Unpublish'}
            </Button>
          )}
          {(can.preview || can.save) && (
            <Button onClick={() => void preview()} disabled={disabled || (!item && !can.save)}>
              {busy === 'preview' ? 'Opening...' : 'Preview'}
            </Button>
          )}
          {can.publish && (
            <Button onClick={() => setScheduling(true)} disabled={disabled || scheduling}>
              Schedule…
            </Button>
          )}
          {can.publish && (
            <Button type="primary" onClick={() => void publish()} disabled={disabled}>
              {busy === 'publish' ? 'Publishing...' : 'Publish now'}
            </Button>
          )}
          {can.save && (
            <Button
              htmlType="submit"
              type={can.publish ? 'default' : 'primary'}
              disabled={disabled || (item !== null && !dirty)}
            >
              {busy === 'save' ? 'Saving...' : can.unpublish ? 'Save changes' : 'Save draft'}
            </Button>
          )}
          <Button onClick={close} disabled={disabled}>
            Close
          </Button>
        </div>
      </form>
      {item && (
        <Revisions
          kind={kind}
          item={item}
          canRestore={can.save}
          disabled={disabled || dirty}
          onRestored={(restored) => {
            took(restored);
            setNotice('The earlier revision is now the current version.');
          }}
          onFailed={(err) => failed('the revision was not restored.', err)}
        />
      )}
      <ConfirmDialog
        open={asking === 'discard'}
        text={DISCARD_CONFIRM}
        okText="Discard changes"
        onConfirm={onClose}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'trash'}
        text={`Move “${item?.title ?? ''}” to the trash? It leaves the site at once and can be restored for 30 days.`}
        okText="Move to trash"
        onConfirm={() => void trash()}
        onCancel={() => setAsking(null)}
      />
    </Modal>
  );
}
