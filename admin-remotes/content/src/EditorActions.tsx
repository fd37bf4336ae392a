/**
 * The editor's parts around the form: the item's state above it, the messages of the last call,
 * the buttons the user's permissions and the item's state allow (see actionsFor) and the row
 * that asks for the time to publish at. The editor holds the state and the calls.
 */
import {
  ConfirmDialog,
  DayPicker,
  formatDateTime,
  FormProblem,
  instantOfIndiaTime,
  StatusTag,
} from '@kavach/admin-shared';
import { Alert, Button, Input, Modal } from 'antd';
import type { ContentItem, ContentKind } from './api';
import { useState } from 'react';
import {
  differingParts,
  DISCARD_CONFIRM,
  partText,
  partValue,
  type FormPart,
  type FormValues,
  lastChangeText,
  RELOAD_CONFIRM,
  reviewNoteTitle,
  SEND_BACK_LABEL,
  SEND_BACK_MAX,
  SEND_BACK_REQUIRED,
  STATUS_TAGS,
  statusText,
  cancelScheduleConfirm,
  unpublishConfirm,
  type Actions,
} from './rules';

/** Its status, address and last change; a publisher's note when it was sent back. */
export function EditorHeader({ item }: { item: ContentItem | null }) {
  return (
    <>
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
      {item?.review_note && (
        <Alert
          type="warning"
          showIcon
          title={reviewNoteTitle(item.review_note)}
          description={<span className="kv-ct-review-note">{item.review_note.text}</span>}
          data-testid="review-note"
        />
      )}
    </>
  );
}

/** The saved version a conflict met, beside what is typed, part by part. */
export interface OtherVersion {
  values: FormValues;
  by: string;
  at: string;
}

/**
 * What differs between the version saved in between and what is typed: each part's words side
 * by side, and "Use theirs" to take a part into the form (a merge by hand); Keep mine then saves
 * the form as it stands over the saved version.
 */
export function ConflictCompare(props: {
  kind: ContentKind;
  mine: FormValues;
  theirs: OtherVersion;
  onUseTheirs(part: FormPart): void;
  disabled: boolean;
}) {
  const parts = differingParts(props.kind, props.mine, props.theirs.values);
  const saved = `Saved by ${props.theirs.by}, ${formatDateTime(props.theirs.at)}`;
  return (
    <section className="kv-ct-merge" aria-label="The two versions" data-testid="conflict-compare">
      <p className="kv-muted">
        {parts.length
          ? 'These parts differ. “Use theirs” takes the saved words into your form; Keep mine then saves your form as it stands.'
          : 'The two versions read the same: Keep mine saves yours.'}
      </p>
      {parts.map((part) => (
        <div
          key={part.key === 'fields' ? `fields.${part.name}` : part.key}
          className="kv-ct-merge__part"
        >
          <div className="kv-ct-diff__label">{part.label}</div>
          <div className="kv-ct-merge__sides">
            <div>
              <div className="kv-muted">{saved}</div>
              <div className="kv-ct-merge__text">
                {partText(partValue(props.theirs.values, part))}
              </div>
            </div>
            <div>
              <div className="kv-muted">Yours</div>
              <div className="kv-ct-merge__text">{partText(partValue(props.mine, part))}</div>
            </div>
          </div>
          <Button
            size="small"
            onClick={() => props.onUseTheirs(part)}
            disabled={props.disabled}
            aria-label={`Use theirs: ${part.label}`}
          >
            Use theirs
          </Button>
        </div>
      ))}
    </section>
  );
}

/** A change proposed to the live item: who, when, what it changes, and the choices there are. */
export function ProposalNotice(props: {
  item: ContentItem;
  parts: string[];
  publisher: boolean;
  /** The signed-in person proposed it. */
  mine: boolean;
  disabled: boolean;
  onPublish(): void;
  onDiscard(): void;
}) {
  const proposal = props.item.proposal!;
  const who = props.mine ? 'You' : proposal.by;
  const what = props.parts.length ? ` It changes: ${props.parts.join(', ')}.` : '';
  return (
    <Alert
      type="info"
      showIcon
      data-testid="proposal"
      title={`${who} proposed a change on ${formatDateTime(proposal.at)}. The site shows the item as it is until a publisher publishes the change.${what}`}
      action={
        (props.publisher || props.mine) && (
          <span className="kv-ct-conflict-actions">
            {props.publisher && (
              <Button
                size="small"
                type="primary"
                onClick={props.onPublish}
                disabled={props.disabled}
              >
                Publish the change
              </Button>
            )}
            <Button size="small" onClick={props.onDiscard} disabled={props.disabled}>
              Discard it
            </Button>
          </span>
        )
      }
    />
  );
}

/**
 * Another save in between (Keep mine, or Reload), a failure in words, or what the last call did
 * (with Undo for a while when it changed the live site).
 */
export function EditorMessages(props: {
  conflict: string | null;
  failure: string | null;
  notice: string | null;
  onReload(): void;
  /** Saves what is typed over the other version (kept in the revision history); absent when new. */
  onKeepMine?: () => void;
  /** Shows the saved version beside what is typed; absent when new. */
  onCompare?: () => void;
  onUndo?: () => void;
  disabled: boolean;
}) {
  return (
    <>
      {props.conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={props.conflict}
          data-testid="editor-conflict"
          action={
            <span className="kv-ct-conflict-actions">
              {props.onCompare && (
                <Button size="small" onClick={props.onCompare} disabled={props.disabled}>
                  Compare
                </Button>
              )}
              {props.onKeepMine && (
                <Button size="small" onClick={props.onKeepMine} disabled={props.disabled}>
                  Keep mine
                </Button>
              )}
              <Button size="small" onClick={props.onReload} disabled={props.disabled}>
                Reload
              </Button>
            </span>
          }
        />
      )}
      <FormProblem text={props.failure} />
      {props.notice && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={props.notice}
          data-testid="editor-notice"
          action={
            props.onUndo && (
              <Button size="small" onClick={props.onUndo} disabled={props.disabled}>
                Undo
              </Button>
            )
          }
        />
      )}
    </>
  );
}

export interface EditorActionsProps {
  can: Actions;
  /** The call under way ('save', 'publish', …), or null. */
  busy: string | null;
  isNew: boolean;
  /** Scheduled and not live yet: Unpublish is "Cancel schedule". */
  scheduled: boolean;
  /** New, or changed since it was saved. */
  canSaveNow: boolean;
  schedule: {
    open: boolean;
    /** The API's (or this row's) word on the time. */
    problem: string | undefined;
    onOpen(open: boolean): void;
    onProblem(problem: string | null): void;
    /** The time chosen, as ISO 8601 with its offset. */
    onSchedule(at: string): void;
  };
  on: Record<
    'trash' | 'mail' | 'unpublish' | 'preview' | 'publish' | 'submit' | 'sendBack' | 'close',
    () => void
  >;
}

export function EditorActions({
  can,
  busy,
  isNew,
  scheduled,
  canSaveNow,
  schedule,
  on,
}: EditorActionsProps) {
  const disabled = busy !== null;
  const [when, setWhen] = useState('');
  const chosen = instantOfIndiaTime(when);
  const scheduleAt = () => {
    const at = instantOfIndiaTime(when);
    if (at) schedule.onSchedule(at);
    else schedule.onProblem('Choose the date and time to publish.');
  };
  return (
    <>
      {schedule.open && (
        <div className="kv-ct-schedule">
          <label className="kv-field-label" htmlFor="kv-ct-when">
            Publish at (India time)
          </label>
          <DayPicker
            id="kv-ct-when"
            withTime
            value={when}
            onValue={(v) => {
              setWhen(v);
              schedule.onProblem(null);
            }}
            status={schedule.problem ? 'error' : undefined}
            aria-invalid={schedule.problem ? true : undefined}
            aria-describedby={
              schedule.problem ? 'kv-ct-when-error' : chosen ? 'kv-ct-when-text' : undefined
            }
          />
          <Button type="primary" onClick={scheduleAt} disabled={disabled}>
            {busy === 'schedule' ? 'Scheduling...' : 'Schedule'}
          </Button>
          <Button onClick={() => schedule.onOpen(false)} disabled={disabled}>
            Cancel
          </Button>
          {schedule.problem && (
            <span className="kv-ct-error" id="kv-ct-when-error">
              {schedule.problem}
            </span>
          )}
          {!schedule.problem && chosen && (
            // Says the moment as the panel writes dates everywhere.
            <span className="kv-muted" id="kv-ct-when-text" data-testid="publish-at-text">
              Goes live {formatDateTime(chosen)}
            </span>
          )}
        </div>
      )}
      <div className="kv-ct-actions">
        {can.note && (
          <span className="kv-muted kv-ct-note" data-testid="publisher-note">
            {can.note}
          </span>
        )}
        {can.trash && (
          <Button danger onClick={on.trash} disabled={disabled}>
            Move to trash
          </Button>
        )}
        {can.mail && (
          // Made from the live post, whatever is being edited here.
          <Button onClick={on.mail} disabled={disabled}>
            {busy === 'mail' ? 'Making the newsletter...' : 'Send by e-mail'}
          </Button>
        )}
        {can.unpublish && (
          <Button onClick={on.unpublish} disabled={disabled}>
            {busy === 'unpublish'
              ? scheduled
                ? 'Cancelling...'
                : 'Unpublishing...'
              : scheduled
                ? 'Cancel schedule'
                : 'Unpublish'}
          </Button>
        )}
        {(can.preview || can.save) && (
          <Button onClick={on.preview} disabled={disabled || (isNew && !can.save)}>
            {busy === 'preview' ? 'Opening...' : 'Preview'}
          </Button>
        )}
        {can.sendBack && (
          <Button onClick={on.sendBack} disabled={disabled}>
            Send back…
          </Button>
        )}
        {can.publish && (
          <Button onClick={() => schedule.onOpen(true)} disabled={disabled || schedule.open}>
            Schedule…
          </Button>
        )}
        {can.publish && (
          <Button type="primary" onClick={on.publish} disabled={disabled}>
            {busy === 'publish' ? 'Publishing...' : 'Publish now'}
          </Button>
        )}
        {can.submit && (
          <Button type="primary" onClick={on.submit} disabled={disabled}>
            {busy === 'submit' ? 'Submitting...' : 'Submit for review'}
          </Button>
        )}
        {can.save && (
          <Button
            htmlType="submit"
            type={can.publish || can.submit ? 'default' : 'primary'}
            disabled={disabled || !canSaveNow}
          >
            {busy === 'save'
              ? 'Saving...'
              : can.propose
                ? 'Propose change'
                : can.unpublish
                  ? 'Save changes'
                  : 'Save draft'}
          </Button>
        )}
        <Button onClick={on.close} disabled={disabled}>
          Close
        </Button>
      </div>
    </>
  );
}

export type EditorQuestion = 'discard' | 'reload' | 'trash' | 'unpublish' | 'sendBack';

/** The questions before losing typed changes, before the trash and before leaving the site. */
export function EditorDialogs(props: {
  asking: EditorQuestion | null;
  title: string;
  /** Scheduled and not live yet: unpublishing cancels the schedule. */
  scheduled: boolean;
  onDiscard(): void;
  onReload(): void;
  onTrash(): void;
  onUnpublish(): void;
  /** Sends it back with the note written in the dialog. */
  onSendBack(note: string): void;
  onCancel(): void;
}) {
  return (
    <>
      {props.asking === 'sendBack' && (
        <SendBackDialog title={props.title} onSend={props.onSendBack} onCancel={props.onCancel} />
      )}
      <ConfirmDialog
        open={props.asking === 'discard'}
        text={DISCARD_CONFIRM}
        okText="Discard changes"
        onConfirm={props.onDiscard}
        onCancel={props.onCancel}
      />
      <ConfirmDialog
        open={props.asking === 'reload'}
        text={RELOAD_CONFIRM}
        okText="Reload and lose my changes"
        onConfirm={props.onReload}
        onCancel={props.onCancel}
      />
      <ConfirmDialog
        open={props.asking === 'unpublish'}
        text={props.scheduled ? cancelScheduleConfirm(props.title) : unpublishConfirm(props.title)}
        okText={props.scheduled ? 'Cancel schedule' : 'Unpublish'}
        onConfirm={props.onUnpublish}
        onCancel={props.onCancel}
      />
      <ConfirmDialog
        open={props.asking === 'trash'}
        text={`Move “${props.title}” to the trash? It leaves the site at once and can be restored for 30 days.`}
        okText="Move to trash"
        onConfirm={props.onTrash}
        onCancel={props.onCancel}
      />
    </>
  );
}

/** Asks what should change before a submitted draft goes back to its editor. */
function SendBackDialog(props: { title: string; onSend(note: string): void; onCancel(): void }) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = () => {
    const text = note.trim();
    if (text) props.onSend(text);
    else setProblem(SEND_BACK_REQUIRED);
  };
  return (
    <Modal
      open
      title={`Send “${props.title}” back to its editor`}
      onCancel={props.onCancel}
      onOk={send}
      okText="Send back"
      cancelText="Cancel"
    >
      <label className="kv-field-label" htmlFor="kv-ct-send-back">
        {SEND_BACK_LABEL}
      </label>
      <Input.TextArea
        id="kv-ct-send-back"
        value={note}
        maxLength={SEND_BACK_MAX}
        autoSize={{ minRows: 3, maxRows: 8 }}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'kv-ct-send-back-error' : undefined}
        onChange={(e) => {
          setNote(e.target.value);
          setProblem(null);
        }}
      />
      {problem && (
        <span className="kv-ct-error" id="kv-ct-send-back-error">
          {problem}
        </span>
      )}
    </Modal>
  );
}

/**
 * Opens a tab now, in the click, so no pop-up blocker stops it, and sends it to the address
 * once known (relative to this site); closes it again when there is none.
 */
export async function openInNewTab(address: () => Promise<string | null>): Promise<void> {
  const tab = window.open('', '_blank');
  const url = await address();
  if (!url) {
    tab?.close();
    return;
  }
  const absolute = new URL(url, window.location.origin).href;
  if (tab) {
    tab.opener = null;
    tab.location.href = absolute;
  } else window.open(absolute, '_blank', 'noopener');
}
