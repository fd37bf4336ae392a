/**
 * Session Manager: a grid of the upcoming sessions, soonest first (or, under "Past", the ended
 * ones, latest first), a page at a time from the server, each with its registrations and seats
 * taken, with add/edit,
 * activate/deactivate (not for expired), delete with confirmation (which says how many
 * registrations the session has), Close ended sessions, and an hourly refresh. Messages last
 * 5 s, red when they contain Error; a failure's detail (the API's message) is on a second line.
 */
import {
  ConfirmDialog,
  failureSentence,
  Forbidden,
  isForbidden,
  ListPager,
  type ListQuery,
  MESSAGE_TIMEOUTS,
  MessageAlert,
  plural,
  useItemActions,
  useServerList,
  useTimedMessage,
  withDetail,
} from '@kavach/admin-shared';
import { Alert, Button, Radio, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  checkExpired,
  createSession,
  deleteSession,
  fetchSessionsPage,
  SESSIONS_PAGE_SIZE,
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
  return failureSentence(e);
}

export default function SessionsTab() {
  const items = useItemActions<InfoSession>();
  const { setForbidden } = items;
  const [checking, setChecking] = useState(false);
  const [when, setWhen] = useState<SessionWhen>('upcoming');
  const { message, show, clear } = useTimedMessage();
  // Set while the hourly refresh runs: its request keeps no staff session alive.
  const background = useRef(false);
  const fetchPage = useCallback(
    (q: ListQuery & { when?: SessionWhen }) =>
      fetchSessionsPage(
        { page: q.page, pageSize: q.pageSize, when: q.when ?? 'upcoming' },
        background.current,
      ),
    [],
  );
  const list = useServerList(fetchPage, SESSIONS_PAGE_SIZE, { when });
  const { rows: sessions, loaded, loading, refreshing, error: loadError } = list;
  const load = list.refresh;
  const forbidden = isForbidden(loadError);
  useEffect(() => {
    if (forbidden) setForbidden(true);
    else if (loadError) show(withDetail('Error loading sessions', detailOf(loadError)), T);
    // A failure is said once, when it happens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadError]);

  const refreshLatest = useRef(list.refresh);
  refreshLatest.current = list.refresh;
  useEffect(() => {
    const timer = setInterval(() => {
      background.current = true;
      void refreshLatest.current().finally(() => (background.current = false));
    }, REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

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
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <p id="kv-close-ended-hint" className="kv-muted kv-session-hint">
        {CLOSE_ENDED_HINT}
      </p>
      <Radio.Group
        aria-label="Which sessions"
        optionType="button"
        value={when}
        onChange={(e) => setWhen(e.target.value as SessionWhen)}
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
      <ListPager list={list} />
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
