/**
 * Session Manager: a grid of the upcoming sessions, soonest first (or, under "Past", the ended
 * ones, latest first), each with its registrations and seats taken, with add/edit,
 * activate/deactivate (not for expired), delete with confirmation (which says how many
 * registrations the session has), Close ended sessions, and an hourly refresh. Messages last
 * 5 s, red when they contain Error; a failure's detail (the API's message) is on a second line.
 */
import {
  ConfirmDialog,
  Forbidden,
  isForbidden,
  MESSAGE_TIMEOUTS,
  MessageAlert,
  plural,
  useItemActions,
  useTimedMessage,
  useWholeList,
  withDetail,
} from '@kavach/admin-shared';
import { Alert, Button, Segmented, Spin } from 'antd';
import { useEffect, useState } from 'react';
import {
  checkExpired,
  createSession,
  deleteSession,
  fetchSessions,
  toggleSession,
  updateSession,
  type InfoSession,
  type SessionWhen,
} from './api';
import { SessionCard } from './SessionCard';
import { SessionForm } from './SessionForm';
import {
  CLOSE_ENDED_HINT,
  deleteConfirmText,
  inputOf,
  REFRESH_INTERVAL_MS,
  type SessionDraft,
} from './rules';
import './styles';

const T = MESSAGE_TIMEOUTS.sessionAdmin;

/** What went wrong, in the API's (or the network's) words, for a message's second line. */
function detailOf(e: unknown): string | null {
  return e instanceof Error && e.message ? e.message : null;
}

export default function SessionsTab() {
  const items = useItemActions<InfoSession>();
  const { setForbidden } = items;
  const [checking, setChecking] = useState(false);
  const [when, setWhen] = useState<SessionWhen>('upcoming');
  const { message, show, clear } = useTimedMessage();
  const {
    rows: sessions,
    loaded,
    loading,
    error: loadError,
    load,
  } = useWholeList(({ background }) => fetchSessions(when, background), {
    onForbidden: () => setForbidden(true),
    onFailure: (e) => show(withDetail('Error loading sessions', detailOf(e)), T),
  });

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load({ background: true }), REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [load, when]);

  function save(draft: SessionDraft, id: number | null): Promise<string | null> {
    return items.save(
      () => (id === null ? createSession(inputOf(draft)) : updateSession(id, inputOf(draft))),
      async (reply) => {
        show(
          reply?.message ||
            (id === null ? 'Session created successfully!' : 'Session updated successfully!'),
          T,
        );
        await load();
      },
      (e) => withDetail('Error saving session', detailOf(e)),
    );
  }

  function toggle(s: InfoSession) {
    return items.act(
      s,
      () => toggleSession(s.id),
      async (reply) => {
        const next = s.status === 'active' ? 'deactivated' : 'activated';
        show(reply?.message || `Session ${next} successfully!`, T);
        await load();
      },
      (e) => show(withDetail('Error updating session status', detailOf(e)), T),
    );
  }

  async function confirmDelete() {
    const s = items.deleting;
    if (!s) return;
    await items.act(
      s,
      () => deleteSession(s.id),
      async (reply) => {
        items.setDeleting(null);
        show(reply?.message || 'Session deleted successfully!', T);
        await load();
      },
      (e) => {
        items.setDeleting(null);
        show(withDetail('Error deleting session', detailOf(e)), T);
      },
    );
  }

  async function runCheckExpired() {
    setChecking(true);
    try {
      const changed = (await checkExpired())?.changed ?? 0;
      await load();
      show(
        changed === 0
          ? 'No session needed closing: every ended session was already Expired.'
          : `${plural(changed, 'ended session')} closed (now Expired).`,
        T,
      );
    } catch (e) {
      if (isForbidden(e)) setForbidden(true);
      else show(withDetail('Error closing ended sessions', detailOf(e)), T);
    } finally {
      setChecking(false);
    }
  }

  if (items.forbidden) return <Forbidden />;

  return (
    <div data-testid="sessions-tab">
      <h2 className="kv-section-title">Session Manager</h2>
      <MessageAlert message={message} onClose={clear} />
      <div className="kv-toolbar">
        <Button type="primary" onClick={() => items.setEditing('new')}>
          Add Session
        </Button>
        <Button onClick={runCheckExpired} loading={checking} aria-describedby="kv-close-ended-hint">
          Close ended sessions
        </Button>
        <Button onClick={() => void load()} disabled={loading}>
          {loading && loaded ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <p id="kv-close-ended-hint" className="kv-muted kv-session-hint">
        {CLOSE_ENDED_HINT}
      </p>
      <Segmented<SessionWhen>
        aria-label="Which sessions"
        value={when}
        onChange={setWhen}
        options={[
          { label: 'Upcoming', value: 'upcoming' },
          { label: 'Past', value: 'past' },
        ]}
        style={{ marginBottom: 16 }}
      />
      {!loaded ? (
        <div style={{ padding: 40, textAlign: 'center' }}>
          <Spin />
        </div>
      ) : sessions.length === 0 ? (
        loadError !== null ? (
          <Alert type="error" showIcon title="Error loading sessions" />
        ) : (
          <div className="kv-session-empty">
            {when === 'past' ? 'No past sessions.' : 'No Sessions Available'}
          </div>
        )
      ) : (
        <div className="kv-session-grid">
          {sessions.map((s) => (
            <SessionCard key={s.id} session={s} {...items.cardProps(s, toggle)} />
          ))}
        </div>
      )}
      <SessionForm editing={items.editing} onCancel={() => items.setEditing(null)} onSave={save} />
      <ConfirmDialog
        {...items.confirmProps(
          deleteConfirmText(items.deleting?.registrations ?? 0),
          confirmDelete,
        )}
      />
    </div>
  );
}
