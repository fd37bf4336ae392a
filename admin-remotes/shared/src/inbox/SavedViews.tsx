/**
 * Saved views of an inbox tab: a staff member names the current search, dates and filters, and
 * picks the name again later to get the same list. Views are per person and per tab (server).
 */
import { Button, Input, Modal } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { failureSentence } from '../failure';
import { NativeSelect } from '../ui/NativeSelect';
import {
  createSavedView,
  deleteSavedView,
  fetchSavedViews,
  type InboxFilter,
  type InboxKind,
  type SavedView,
} from './inboxApi';

export const SAVED_VIEW_NAME_MAX = 60;

/** The filter without its empty parts: what a view stores and compares. */
export function compactFilter(f: InboxFilter): InboxFilter {
  const out: InboxFilter = {};
  if (f.search) out.search = f.search;
  if (f.from) out.from = f.from;
  if (f.to) out.to = f.to;
  if (f.status?.length) out.status = [...f.status];
  if (f.sessionId !== undefined) out.sessionId = f.sessionId;
  if (f.position) out.position = f.position;
  return out;
}

export function sameFilter(a: InboxFilter, b: InboxFilter): boolean {
  return JSON.stringify(compactFilter(a)) === JSON.stringify(compactFilter(b));
}

export function SavedViews({
  tab,
  current,
  onApply,
  show,
}: {
  tab: InboxKind;
  /** The list's filter now. */
  current: InboxFilter;
  onApply: (filter: InboxFilter) => void;
  show: (text: string, timeoutMs: number) => void;
}) {
  const [views, setViews] = useState<SavedView[]>([]);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setViews(await fetchSavedViews(tab));
    } catch {
      /* the menu stays as it was; saving still reports its own failure */
    }
  }, [tab]);
  useEffect(() => {
    void load();
  }, [load]);

  // The view whose filter is on screen, if any.
  const active = views.find((v) => sameFilter(v.query as InboxFilter, current));

  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const view = await createSavedView(tab, name.trim(), compactFilter(current));
      setViews((list) =>
        [...list, view].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
      );
      setNaming(false);
      setName('');
      show(`View "${view.name}" saved.`, 3000);
    } catch (e) {
      setProblem(failureSentence(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (view: SavedView) => {
    try {
      await deleteSavedView(view.id);
      setViews((list) => list.filter((v) => v.id !== view.id));
      show(`View "${view.name}" deleted.`, 3000);
    } catch (e) {
      show(`Error deleting the view: ${failureSentence(e)}`, 5000);
    }
  };

  return (
    <div className="kv-views">
      <NativeSelect
        aria-label="Saved views"
        className="kv-views__select"
        value={active ? String(active.id) : ''}
        options={[
          { value: '', label: views.length ? 'Saved views...' : 'No saved views' },
          ...views.map((v) => ({ value: String(v.id), label: v.name })),
        ]}
        onChange={(e) => {
          const view = views.find((v) => String(v.id) === e.target.value);
          if (view) onApply(compactFilter(view.query as InboxFilter));
        }}
      />
      <Button onClick={() => setNaming(true)}>Save view</Button>
      {active && (
        <Button
          danger
          onClick={() => void remove(active)}
          aria-label={`Delete view ${active.name}`}
        >
          Delete view
        </Button>
      )}
      <Modal
        open={naming}
        title="Save this view"
        okText="Save"
        confirmLoading={busy}
        onOk={() => void save()}
        onCancel={() => {
          setNaming(false);
          setProblem(null);
        }}
        destroyOnHidden
        width={420}
      >
        <label className="kv-views__label">
          Name
          <Input
            value={name}
            maxLength={SAVED_VIEW_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => void save()}
            autoFocus
          />
        </label>
        {problem && <p role="alert">{problem}</p>}
      </Modal>
    </div>
  );
}
