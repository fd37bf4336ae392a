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
import { Alert, Button } from 'antd';
import type { ContentItem } from './api';
import { useState } from 'react';
import { DISCARD_CONFIRM, lastChangeText, STATUS_TAGS, statusText, type Actions } from './rules';

/** Its status, address and last change; for an editor on a live item, why it is read-only. */
export function EditorHeader({ item, can }: { item: ContentItem | null; can: Actions }) {
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
      {can.readOnly && (
        <Alert type="info" showIcon title={can.note} data-testid="editor-read-only" />
      )}
    </>
  );
}

/** Another's save in between (with Reload), a failure in words, or what the last call did. */
export function EditorMessages(props: {
  conflict: string | null;
  failure: string | null;
  notice: string | null;
  onReload(): void;
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
            <Button size="small" onClick={props.onReload} disabled={props.disabled}>
              Reload
            </Button>
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
  on: Record<'trash' | 'mail' | 'unpublish' | 'preview' | 'publish' | 'close', () => void>;
}

export function EditorActions({ can, busy, isNew, canSaveNow, schedule, on }: EditorActionsProps) {
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
        {can.note && !can.readOnly && (
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
            {busy === 'unpublish' ? 'Unpublishing...' : 'Unpublish'}
          </Button>
        )}
        {(can.preview || can.save) && (
          <Button onClick={on.preview} disabled={disabled || (isNew && !can.save)}>
            {busy === 'preview' ? 'Opening...' : 'Preview'}
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
        {can.save && (
          <Button
            htmlType="submit"
            type={can.publish ? 'default' : 'primary'}
            disabled={disabled || !canSaveNow}
          >
            {busy === 'save' ? 'Saving...' : can.unpublish ? 'Save changes' : 'Save draft'}
          </Button>
        )}
        <Button onClick={on.close} disabled={disabled}>
          Close
        </Button>
      </div>
    </>
  );
}

/** The questions before losing typed changes, and before the trash. */
export function EditorDialogs(props: {
  asking: 'discard' | 'trash' | null;
  title: string;
  onDiscard(): void;
  onTrash(): void;
  onCancel(): void;
}) {
  return (
    <>
      <ConfirmDialog
        open={props.asking === 'discard'}
        text={DISCARD_CONFIRM}
        okText="Discard changes"
        onConfirm={props.onDiscard}
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
