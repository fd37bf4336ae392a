/**
 * Jobs Manager: job cards paged on the server (10 a page),
 * search, status filter, add/edit modal, quick toggle and delete. A message
 * is green when it contains 'successfully' or 'No job', otherwise red.
 */
import {
  ConfirmDialog,
  Forbidden,
  isForbidden,
  MESSAGE_TIMEOUTS,
  MessageAlert,
  NativeSelect,
  Pager,
  useTimedMessage,
} from '@kavach/admin-shared';
import { Alert, Button, Input, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { createJob, deleteJob, toggleJob, updateJob, type Job, type JobStatus } from './api';
import { JobCard } from './JobCard';
import { JobForm } from './JobForm';
import {
  DELETE_CONFIRM,
  inputOf,
  JOB_STATUSES,
  jobMessageTone,
  loadErrorMessage,
  NO_JOBS_EMPTY,
  NO_JOBS_MESSAGE,
  saveErrorMessage,
  SEARCH_PLACEHOLDER,
  STATUS_LABEL,
  toggleLabel,
  type JobDraft,
} from './rules';
import { useJobList } from './useJobList';
import './styles';

/** Messages of the tab: 5 s, except delete and no-data (3 s). */
const T = MESSAGE_TIMEOUTS.sessionAdmin;
const STATUS_FILTER = [
  { value: '', label: 'All Statuses' },
  ...JOB_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] })),
];

export default function JobsTab() {
  const list = useJobList();
  const { message, show, clear } = useTimedMessage(jobMessageTone);
  const [editing, setEditing] = useState<Job | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [forbidden, setForbidden] = useState(false);

  // 'No job postings found.' (green, 3 s) when a load finds none.
  const ready = list.loaded && !list.loading && !list.error;
  const empty = ready && list.jobs.length === 0;
  const announcedEmpty = useRef(false);
  useEffect(() => {
    if (empty && !announcedEmpty.current) show(NO_JOBS_MESSAGE, MESSAGE_TIMEOUTS.noData);
    if (ready) announcedEmpty.current = empty;
  }, [ready, empty, show]);

  async function save(draft: JobDraft, id: number | null): Promise<string | null> {
    try {
      const reply =
        id === null ? await createJob(inputOf(draft)) : await updateJob(id, inputOf(draft));
      setEditing(null);
      show(
        reply?.message || (id === null ? 'Job created successfully!' : 'Job updated successfully!'),
        T,
      );
      await list.reload();
      return null;
    } catch (e) {
      if (isForbidden(e)) {
        setEditing(null);
        setForbidden(true);
        return null;
      }
      return saveErrorMessage(e);
    }
  }

  async function toggle(j: Job) {
    setBusyId(j.id);
    try {
      const reply = await toggleJob(j.id);
      const done = toggleLabel(j.status) === 'Activate' ? 'activated' : 'deactivated';
      show(reply?.message || `Job ${done} successfully!`, T);
      announcedEmpty.current = true;
      await list.reload();
    } catch (e) {
      if (isForbidden(e)) setForbidden(true);
      else show('Error updating job status', T);
    } finally {
      setBusyId(null);
    }
  }

  async function confirmDelete() {
    const j = deleting;
    if (!j) return;
    setBusyId(j.id);
    try {
      const reply = await deleteJob(j.id);
      show(reply?.message || 'Job deleted successfully!', MESSAGE_TIMEOUTS.delete);
      // The 'No job postings found.' of an emptied list must not replace the delete message.
      announcedEmpty.current = true;
      await list.reload();
    } catch (e) {
      if (isForbidden(e)) setForbidden(true);
      else show('Error deleting job', MESSAGE_TIMEOUTS.delete);
    } finally {
      setBusyId(null);
      setDeleting(null);
    }
  }

  if (forbidden || isForbidden(list.error)) return <Forbidden />;

  return (
    <div data-testid="jobs-tab">
      <h2 className="kv-section-title">Jobs Manager</h2>
      <MessageAlert message={message} onClose={clear} />
      {list.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={loadErrorMessage(list.error)}
          style={{ marginBottom: 12 }}
        />
      )}
      <div className="kv-toolbar">
        <Button type="primary" onClick={() => setEditing('new')}>
          Add New Job
        </Button>
        <Input
          className="kv-toolbar__grow"
          type="search"
          allowClear
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="Search jobs"
          value={list.search}
          onChange={(e) => list.setSearch(e.target.value)}
        />
        <NativeSelect
          aria-label="Filter by status"
          options={STATUS_FILTER}
          value={list.status}
          onChange={(e) => list.setStatus(e.target.value as JobStatus | '')}
        />
        <Button onClick={() => void list.reload()} disabled={list.loading}>
          {list.loading && list.loaded ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {!list.loaded ? (
        <div style={{ padding: 40, textAlign: 'center' }} aria-busy="true">
          <Spin />
        </div>
      ) : list.jobs.length === 0 ? (
        !list.error && <div className="kv-job-empty">{NO_JOBS_EMPTY}</div>
      ) : (
        <div
          className="kv-job-grid"
          aria-busy={list.loading ? 'true' : 'false'}
          data-testid="job-grid"
        >
          {list.jobs.map((j) => (
            <JobCard
              key={j.id}
              job={j}
              busy={busyId === j.id}
              onEdit={() => setEditing(j)}
              onToggle={() => void toggle(j)}
              onDelete={() => setDeleting(j)}
            />
          ))}
        </div>
      )}
      <Pager page={list.page} pages={list.pages} onChange={list.setPage} disabled={list.loading} />
      <JobForm editing={editing} onCancel={() => setEditing(null)} onSave={save} />
      <ConfirmDialog
        open={deleting !== null}
        text={DELETE_CONFIRM}
        busy={deleting !== null && busyId === deleting.id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
