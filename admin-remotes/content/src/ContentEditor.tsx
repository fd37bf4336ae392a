/**
 * The editor of one item of any kind (a wide modal): the generated form, the actions the user's
 * permissions allow (EditorActions) and the revision history. Publishing or previewing saves
 * unsaved changes first; a failed call keeps everything typed, with each field's message under
 * it, or another save in between (409) with Keep mine and Reload (which asks before it drops
 * what was typed); closing, reloading or leaving the page with unsaved changes asks first.
 * Unpublishing and restoring a revision of a live item ask first, and offer Undo for a while.
 * A saved draft saves itself AUTOSAVE_MS after the last change (never a live item: a change to
 * the site is a publisher's deliberate Save), without taking the form out of the person's hands.
 */
import { failureSentence, useFocusOnRefusal, useSession } from '@kavach/admin-shared';
import { Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  createItem,
  fetchItem,
  mailItem,
  previewItem,
  publishItem,
  discardProposal,
  proposeItem,
  publishProposal,
  saveItem,
  sendBackItem,
  submitItem,
  trashItem,
  unpublishItem,
  type ContentItem,
  type ContentKind,
} from './api';
import {
  EditorActions,
  EditorDialogs,
  EditorHeader,
  EditorMessages,
  ConflictCompare,
  openInNewTab,
  ProposalNotice,
  type OtherVersion,
  type EditorQuestion,
} from './EditorActions';
import { KindForm } from './KindForm';
import { Translations } from './TranslationEditor';
import { Revisions } from './Revisions';
import {
  actionsFor,
  errorText,
  fieldProblems,
  inputOf,
  isConflict,
  isLive,
  KEPT_MINE,
  kindOf,
  mailedText,
  problemsAfterChange,
  sameValues,
  statusText,
  AUTOSAVE_MS,
  autosavedText,
  editorValuesOf,
  PROPOSED,
  proposedParts,
  RESTORED_AS_PROPOSAL,
  withPart,
  type FormPart,
  UNDO_MS,
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
  // An editor on a live item writes a proposal (and continues the one there is).
  const proposingAt = (i: ContentItem | null) => isLive(i) && !publisher;
  const [base, setBase] = useState<FormValues>(() =>
    editorValuesOf(kind, start, proposingAt(start)),
  );
  const [values, setValues] = useState<FormValues>(base);
  // How many items the form has taken from the API (KindForm's `loaded`).
  const [loads, setLoads] = useState(0);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  // The version a conflict met, once asked for (Compare).
  const [theirs, setTheirs] = useState<OtherVersion | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [asking, setAsking] = useState<EditorQuestion | null>(null);
  // Undo of the last action that changed the live site, offered for UNDO_MS.
  const [undo, setUndo] = useState<(() => Promise<void>) | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const [refusals, setRefusals] = useState(0);
  // A save of its own under way (the form stays editable; the buttons wait for it).
  const [autosaving, setAutosaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useFocusOnRefusal(form, refusals);

  const username = useSession()?.username ?? '';
  const can = actionsFor(publisher, item, mailer, username);
  const dirty = !sameValues(values, base);
  const title = item ? `Edit ${spec.noun}` : `New ${spec.noun}`;

  // Leaving or reloading the page with unsaved changes: the browser asks first.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, [dirty]);

  // A saved draft (not on the site) saves itself a few seconds after the last change.
  const autosaves = dirty && item !== null && !isLive(item) && can.save;
  useEffect(() => {
    if (!autosaves || busy !== null || autosaving || conflict) return;
    const timer = setTimeout(() => void autosave(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // `values` restarts the wait at every change; autosave reads the latest through them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, autosaves, busy, autosaving, conflict]);

  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [undo]);

  function change(patch: Partial<FormValues>) {
    setValues((v) => ({ ...v, ...patch }));
    setProblems((p) => problemsAfterChange(p, patch, values));
  }

  /** The item as the API answered it becomes what the form compares against. */
  function took(saved: ContentItem) {
    setTheirs(null);
    const v = editorValuesOf(kind, saved, proposingAt(saved));
    setItem(saved);
    setBase(v);
    setValues(v);
    setLoads((n) => n + 1);
    onChanged();
  }

  /**
   * A failed call: field messages, the conflict with Reload, or the API's words. `quiet`: a call
   * the person did not make (the draft saving itself) leaves the focus where they type.
   */
  function failed(what: string, err: unknown, quiet = false) {
    const fields = fieldProblems(err);
    // A 403 here is a sentence about this item (e.g. live: only a publisher changes it).
    if (Object.keys(fields).length > 0) {
      setProblems(fields);
      if (fields.at) setScheduling(true);
      if (!quiet) setRefusals((n) => n + 1);
    } else if (isConflict(err)) setConflict(failureSentence(err));
    else setFailure(errorText(what, err));
  }

  async function run(label: string, what: string, call: () => Promise<void>) {
    setBusy(label);
    setFailure(null);
    setConflict(null);
    setNotice(null);
    setUndo(null);
    try {
      await call();
    } catch (err) {
      failed(what, err);
    } finally {
      setBusy(null);
    }
  }

  /** Saves what is typed (when new or changed), or proposes it (live, an editor); the item. */
  async function saved(): Promise<ContentItem> {
    if (item && !dirty) return item;
    const input = inputOf(kind, values);
    const reply = !item
      ? await createItem(kind, input)
      : can.propose
        ? await proposeItem(kind, item.id, input, item.version)
        : await saveItem(kind, item.id, input, item.version);
    took(reply.data);
    return reply.data;
  }

  /**
   * Saves what is typed now as the next version. What is typed meanwhile stays in the form (it
   * is compared with what was sent), and the body editor keeps its text and caret.
   */
  async function autosave() {
    if (!item) return;
    const sent = values;
    setAutosaving(true);
    try {
      const { data } = await saveItem(kind, item.id, inputOf(kind, sent), item.version);
      setItem(data);
      setBase(sent);
      onChanged();
      setFailure(null);
      setNotice(autosavedText(new Date()));
    } catch (err) {
      failed(`the ${spec.noun} was not saved automatically.`, err, true);
    } finally {
      setAutosaving(false);
    }
  }

  const save = () =>
    run('save', `the ${spec.noun} was not saved.`, async () => {
      await saved();
      setNotice(can.propose ? PROPOSED : can.unpublish ? 'Changes saved.' : 'Draft saved.');
    });

  const publish = (at?: string) =>
    run(at ? 'schedule' : 'publish', `the ${spec.noun} was not published.`, async () => {
      const current = await saved();
      const { data } = await publishItem(kind, current.id, current.version, at);
      took(data);
      setScheduling(false);
      setNotice(at ? `${statusText(data)}.` : `Published: it is on the site at ${data.url}.`);
    });

  const submit = () =>
    run('submit', `the ${spec.noun} was not submitted for review.`, async () => {
      const current = await saved();
      const { data } = await submitItem(kind, current.id, current.version);
      took(data);
      setNotice('Submitted: it waits for a publisher, who publishes it or sends it back.');
    });

  async function sendBack(note: string) {
    setAsking(null);
    await run('sendBack', `the ${spec.noun} was not sent back.`, async () => {
      if (!item) return;
      const { data } = await sendBackItem(kind, item.id, item.version, note);
      took(data);
      setNotice(`Sent back to ${data.author} with your note.`);
    });
  }

  /** The proposed change: published (a publisher) or discarded. */
  const decide = (choice: 'publish' | 'discard') =>
    run(
      choice === 'publish' ? 'proposal' : 'discard',
      choice === 'publish' ? 'the change was not published.' : 'the proposal was not discarded.',
      async () => {
        if (!item) return;
        const call = choice === 'publish' ? publishProposal : discardProposal;
        took((await call(kind, item.id, item.version)).data);
        setNotice(
          choice === 'publish'
            ? 'The proposed change is on the site.'
            : 'The proposed change is discarded; the site is unchanged.',
        );
      },
    );

  async function unpublish() {
    setAsking(null);
    await run('unpublish', `the ${spec.noun} was not unpublished.`, async () => {
      if (!item) return;
      // A schedule still to come is put back as it was; a live item goes live again now.
      const at =
        item.status === 'scheduled' && item.publish_at && Date.parse(item.publish_at) > Date.now()
          ? item.publish_at
          : undefined;
      const { data } = await unpublishItem(kind, item.id, item.version);
      took(data);
      setNotice(
        at
          ? 'The schedule is cancelled: it is a draft again.'
          : 'Unpublished: it is off the site and a draft again.',
      );
      setUndo(
        () => () =>
          run('publish', `the ${spec.noun} was not published again.`, async () => {
            const again = await publishItem(kind, data.id, data.version, at);
            took(again.data);
            setNotice(
              at
                ? `${statusText(again.data)}, as before.`
                : 'Published again: it is back on the site.',
            );
          }),
      );
    });
  }

  const preview = () =>
    openInNewTab(async () => {
      let url: string | null = null;
      await run('preview', 'the preview was not opened.', async () => {
        // A proposal is not the item: the preview shows the item as it is.
        const current = can.save && !can.propose ? await saved() : item!;
        url = (await previewItem(kind, current.id)).url;
        setNotice('The preview opened in a new tab.');
      });
      return url;
    });

  const mail = () =>
    run('mail', 'no newsletter was made.', async () => {
      const { data } = await mailItem(kind, item!.id);
      setNotice(mailedText(data.subject));
    });

  async function trash() {
    setAsking(null);
    await run('trash', `the ${spec.noun} was not moved to the trash.`, async () => {
      if (!item) return;
      const { message } = await trashItem(kind, item.id);
      onTrashed(message);
    });
  }

  async function reload() {
    setAsking(null);
    if (!item) return;
    await run('reload', `the ${spec.noun} was not reloaded.`, async () => {
      const { data } = await fetchItem(kind, item.id);
      took(data);
      setProblems({});
    });
  }

  /** The version saved in between, beside what is typed (the conflict stays until resolved). */
  async function compareWithTheirs() {
    if (!item) return;
    setBusy('compare');
    try {
      const { data } = await fetchItem(kind, item.id);
      const values = editorValuesOf(kind, data, proposingAt(data));
      setTheirs({ values, by: data.updated_by, at: data.updated_at });
    } catch (err) {
      setFailure(errorText('the saved version was not loaded.', err));
    } finally {
      setBusy(null);
    }
  }

  /** One part of the saved version into the form; the body editor takes it as a new text. */
  function takeTheirs(part: FormPart) {
    if (!theirs) return;
    setValues((v) => withPart(v, theirs.values, part));
    if (part.key === 'body') setLoads((n) => n + 1);
  }

  /** What is typed is saved over the version saved in between (which stays in the history). */
  const keepMine = () =>
    run('save', `the ${spec.noun} was not saved.`, async () => {
      if (!item) return;
      const { data: latest } = await fetchItem(kind, item.id);
      const reply = await saveItem(kind, item.id, inputOf(kind, values), latest.version);
      took(reply.data);
      setNotice(KEPT_MINE);
    });

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
        <EditorHeader item={item} />
        {item && !item.deleted_at && (
          <Translations kind={kind} item={item} publisher={publisher} disabled={disabled} />
        )}
        {item?.proposal && (
          <ProposalNotice
            item={item}
            parts={proposedParts(kind, item)}
            publisher={publisher}
            mine={item.proposal.by === username}
            disabled={busy !== null}
            onPublish={() => void decide('publish')}
            onDiscard={() => void decide('discard')}
          />
        )}
        <KindForm
          kind={kind}
          values={values}
          loaded={loads}
          onChange={change}
          problems={problems}
          readOnly={disabled}
        />
        <EditorMessages
          conflict={conflict}
          failure={failure}
          notice={notice}
          onReload={() => (dirty ? setAsking('reload') : void reload())}
          onKeepMine={item && can.save ? () => void keepMine() : undefined}
          onCompare={item && !theirs ? () => void compareWithTheirs() : undefined}
          onUndo={undo ? () => void undo() : undefined}
          disabled={disabled}
        />
        {conflict && theirs && (
          <ConflictCompare
            kind={kind}
            mine={values}
            theirs={theirs}
            onUseTheirs={takeTheirs}
            disabled={disabled}
          />
        )}
        <EditorActions
          can={can}
          busy={busy ?? (autosaving ? 'autosave' : null)}
          isNew={item === null}
          scheduled={item?.status === 'scheduled'}
          canSaveNow={item === null || dirty}
          schedule={{
            open: scheduling,
            problem: problems.at,
            onOpen: setScheduling,
            onProblem: (problem) =>
              setProblems(({ at: _, ...rest }) => (problem ? { ...rest, at: problem } : rest)),
            onSchedule: (at) => void publish(at),
          }}
          on={{
            trash: () => setAsking('trash'),
            mail: () => void mail(),
            unpublish: () => setAsking('unpublish'),
            preview: () => void preview(),
            publish: () => void publish(),
            submit: () => void submit(),
            sendBack: () => setAsking('sendBack'),
            close,
          }}
        />
      </form>
      {item && (
        <Revisions
          kind={kind}
          item={item}
          canRestore={can.save}
          live={isLive(item)}
          publisher={publisher}
          disabled={disabled || dirty}
          onRestored={(restored, back) => {
            took(restored);
            setUndo(null);
            // A live item's restore proposes it, unless a publisher changed the site at once.
            if (!back) return setNotice(RESTORED_AS_PROPOSAL);
            setNotice('The earlier revision is now the current version.');
            // On the live site: Undo restores the version it replaced.
            if (isLive(restored))
              setUndo(
                () => () =>
                  run('restore', 'the revision was not restored.', async () => {
                    took(await back(restored.version));
                    setNotice('Undone: the version before is current again.');
                  }),
              );
          }}
          onFailed={(err) => failed('the revision was not restored.', err)}
        />
      )}
      <EditorDialogs
        asking={asking}
        title={item?.title ?? ''}
        scheduled={item?.status === 'scheduled'}
        onDiscard={onClose}
        onReload={() => void reload()}
        onTrash={() => void trash()}
        onUnpublish={() => void unpublish()}
        onSendBack={(note) => void sendBack(note)}
        onCancel={() => setAsking(null)}
      />
    </Modal>
  );
}
