/**
 * The details modal of an inbox item: opening it asks the server to open the record (a New
 * message or registration becomes Read; an application stays New until staff choose Reviewed)
 * and answers the stored record with its notes; the status row changes the status and says who
 * changed it last and when; the notes below are the staff's own, with author and time, never
 * sent to anyone.
 */
import { Button, Input } from 'antd';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { failureSentence } from '../failure';
import { formatDateTime } from '../format';
import type { DetailRow } from '../ui/DetailsModal';
import { useSession } from '../useSession';
import {
  addNote,
  deleteNote,
  openRecord,
  setStatus,
  type InboxKind,
  type InboxStatus,
  type Note,
} from './inboxApi';
import { StatusSelect } from './StatusControls';
import type { AnyInboxStatuses } from './statuses';

/** The fields every inbox record has. */
export interface InboxRecord {
  id: number;
  status: string;
  status_changed_at: string | null;
  status_changed_by: string | null;
}

/** The longest note the API takes. */
export const NOTE_MAX_LENGTH = 2000;

/** 'Changed by maria on 24 Nov 2026, 10:02 am'; nothing while no one changed it. */
export function statusChangeText(r: InboxRecord): string {
  if (!r.status_changed_at) return '';
  const when = formatDateTime(r.status_changed_at);
  return r.status_changed_by
    ? `Changed by ${r.status_changed_by} on ${when}`
    : `Changed on ${when}`;
}

export interface InboxDetails<R extends InboxRecord> {
  /** The record in the modal (null = closed). */
  viewing: R | null;
  /** Opens the modal with the row's copy, then the stored record once the server answers. */
  view(row: R): void;
  close(): void;
  /** Changes a status (from a row or the modal); true when the server took it. */
  changeStatus(record: R, status: InboxStatus): Promise<boolean>;
  /** The Status row of the modal's definition list. */
  statusRow: DetailRow<R>;
  /** The notes of the open record, for the modal's body below the fields. */
  notes: ReactNode;
}

export function useInboxDetails<R extends InboxRecord>({
  kind,
  statuses,
  nameOf,
  onChanged,
  show,
}: {
  kind: InboxKind;
  statuses: AnyInboxStatuses;
  /** The person's name, for accessible labels ('Status of Asha Rao'). */
  nameOf: (record: R) => string;
  /** After a status change (e.g. refresh the list and the New counts). */
  onChanged: () => void;
  show: (text: string, timeoutMs: number) => void;
}): InboxDetails<R> {
  const [viewing, setViewing] = useState<R | null>(null);
  const [notes, setNotes] = useState<Note[] | null>(null);
  const [notesError, setNotesError] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const viewingId = viewing?.id;
  // The status the row showed when it was opened: the list follows only when opening changed it.
  const openedStatus = useRef<string | null>(null);

  useEffect(() => {
    if (viewingId === undefined) return;
    let live = true;
    setNotes(null);
    setNotesError(null);
    openRecord(kind, viewingId).then(
      (answer) => {
        if (!live) return;
        const record = answer.data as unknown as R;
        setViewing((v) => (v && v.id === record.id ? { ...v, ...record } : v));
        setNotes(answer.notes);
        // Opening a New item changed it: the list and the counts follow.
        if (record.status !== openedStatus.current) changed.current();
      },
      (e: unknown) => {
        if (!live) return;
        setNotesError(`Notes could not be loaded: ${failureSentence(e)}`);
      },
    );
    return () => {
      live = false;
    };
  }, [kind, viewingId]);

  const changeStatus = useCallback(
    async (record: R, status: InboxStatus) => {
      if (record.status === status) return true;
      setChanging(true);
      try {
        const { data } = await setStatus(kind, record.id, status);
        setViewing((v) => (v && v.id === record.id ? { ...v, ...data } : v));
        changed.current();
        return true;
      } catch (e) {
        show(`Error changing the status: ${failureSentence(e)}`, 5000);
        return false;
      } finally {
        setChanging(false);
      }
    },
    [kind, show],
  );

  const statusRow: DetailRow<R> = {
    label: 'Status',
    value: (r) => (
      <div className="kv-status-row">
        <StatusSelect
          statuses={statuses}
          value={r.status}
          label={`Status of ${nameOf(r)}`}
          disabled={changing}
          onChange={(s) => void changeStatus(r, s)}
        />
        <span className="kv-status-row__when" data-testid="status-changed">
          {statusChangeText(r)}
        </span>
      </div>
    ),
  };

  return {
    viewing,
    view: (row) => {
      openedStatus.current = row.status;
      setViewing(row);
    },
    close: () => setViewing(null),
    changeStatus,
    statusRow,
    notes:
      viewing === null ? null : (
        <NotesSection
          kind={kind}
          recordId={viewing.id}
          notes={notes}
          error={notesError}
          onNotes={setNotes}
        />
      ),
  };
}

function NotesSection({
  kind,
  recordId,
  notes,
  error,
  onNotes,
}: {
  kind: InboxKind;
  recordId: number;
  notes: Note[] | null;
  error: string | null;
  onNotes: Dispatch<SetStateAction<Note[] | null>>;
}) {
  const session = useSession();
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The API lets a note's author or a System Admin delete it.
  const mayDelete = (n: Note) => n.author === session?.username || session?.role === 'admin';

  const add = async () => {
    const body = draft.trim();
    if (!body) {
      setProblem('Write the note first.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await addNote(kind, recordId, body);
      onNotes((list) => [...(list ?? []), data]);
      setDraft('');
    } catch (e) {
      setProblem(failureSentence(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (note: Note) => {
    setProblem(null);
    try {
      await deleteNote(kind, recordId, note.id);
      onNotes((list) => (list ?? []).filter((n) => n.id !== note.id));
    } catch (e) {
      setProblem(failureSentence(e));
    }
  };

  return (
    <section className="kv-notes" aria-labelledby={`kv-notes-${recordId}`}>
      <h3 className="kv-notes__title" id={`kv-notes-${recordId}`}>
        Internal notes
      </h3>
      <p className="kv-notes__hint">Seen by staff only; never sent to the person.</p>
      {error && <p role="alert">{error}</p>}
      {notes === null && !error && <p className="kv-notes__empty">Loading notes...</p>}
      {notes !== null && notes.length === 0 && <p className="kv-notes__empty">No notes yet.</p>}
      {notes !== null && notes.length > 0 && (
        <ol className="kv-notes__list" data-testid="notes">
          {notes.map((n) => (
            <li key={n.id} className="kv-note">
              <div className="kv-note__meta">
                <strong>{n.author}</strong> · {formatDateTime(n.created_at)}
                {mayDelete(n) && (
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() => void remove(n)}
                    aria-label={`Delete note by ${n.author} from ${formatDateTime(n.created_at)}`}
                  >
                    Delete
                  </Button>
                )}
              </div>
              <p className="kv-note__body">{n.body}</p>
            </li>
          ))}
        </ol>
      )}
      <Input.TextArea
        aria-label="New note"
        placeholder="Add a note for the team..."
        value={draft}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        onChange={(e) => setDraft(e.target.value)}
      />
      {problem && (
        <p role="alert" className="kv-notes__problem">
          {problem}
        </p>
      )}
      <Button onClick={() => void add()} loading={busy} className="kv-notes__add">
        Add note
      </Button>
    </section>
  );
}
