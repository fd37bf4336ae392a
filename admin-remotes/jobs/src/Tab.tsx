/**
 * Jobs Manager: job cards paged on the server (10 a page),
 * search, status filter, add/edit modal, quick toggle and delete. A message
 * is green when it contains 'successfully' or 'No job', otherwise red.
 */
import {
  ConfirmDialog,
  Forbidden,
  isForbidden,
  labelOptions,
  ListPager,
  ListSearch,
  LoadError,
  MESSAGE_TIMEOUTS,
  MessageAlert,
  NativeSelect,
  useAnnounceOnce,
  useServerList,
  useItemActions,
  useTimedMessage,
} from '@kavach/admin-shared';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import {
  createJob,
  deleteJob,
  fetchJobs,
  toggleJob,
  updateJob,
  type Job,
  type JobStatus,
} from './api';
import { JobCard } from './JobCard';
import { JobForm } from './JobForm';
import {
  DELETE_CONFIRM,
  inputOf,
  jobMessageTone,
  loadErrorMessage,
  NO_JOBS_EMPTY,
  NO_JOBS_MESSAGE,
  PAGE_SIZE,
  saveErrorMessage,
  SEARCH_PLACEHOLDER,
  STATUS_LABEL,
  toggleLabel,
  type JobDraft,
} from './rules';
import './styles';

/** Messages of the tab: 5 s, except delete and no-data (3 s). */
const T = MESSAGE_TIMEOUTS.sessionAdmin;
const STATUS_FILTER = [{ value: '', label: 'All Statuses' }, ...labelOptions(STATUS_LABEL)];

export default function JobsTab() {
  const [status, setStatus] = useState<JobStatus | ''>('');
  // A new status filter starts again at page 1 (an extra filter of the list).
  const list = useServerList(fetchJobs, PAGE_SIZE, { status: status || undefined });
  const { message, show, clear } = useTimedMessage(jobMessageTone);
  const items = useItemActions<Job>();

  // 'No job postings found.' (neutral, 3 s) when a load finds none: news, not a success.
  const announcedEmpty = useAnnounceOnce(
    list.loaded && !list.loading && !list.error,
    list.rows.length === 0,
    () => show(NO_JOBS_MESSAGE, MESSAGE_TIMEOUTS.noData, 'info'),
  );

  function save(draft: JobDraft, id: number | null): Promise<string | null> {
    return items.save(
      () => (id === null ? createJob(inputOf(draft)) : updateJob(id, inputOf(draft))),
      async (reply) => {
        show(
          reply?.message ||
            (id === null ? 'Job created successfully!' : 'Job updated successfully!'),
          T,
        );
        await list.refresh();
      },
      saveErrorMessage,
    );
  }

  function toggle(j: Job) {
    return items.act(
      j,
      () => toggleJob(j.id),
      async (reply) => {
        const done = toggleLabel(j.status) === 'Activate' ? 'activated' : 'deactivated';
        show(reply?.message || `Job ${done} successfully!`, T);
        announcedEmpty.current = true;
        await list.refresh();
      },
      () => show('Error updating job status', T),
    );
  }

  async function confirmDelete() {
    const j = items.deleting;
    if (!j) return;
    await items.act(
      j,
      () => deleteJob(j.id),
      async (reply) => {
        show(reply?.message || 'Job deleted successfully!', MESSAGE_TIMEOUTS.delete);
        // The 'No job postings found.' of an emptied list must not replace the delete message.
        announcedEmpty.current = true;
        await list.refresh();
      },
      () => show('Error deleting job', MESSAGE_TIMEOUTS.delete),
    );
    items.setDeleting(null);
  }

  if (items.forbidden || isForbidden(list.error)) return <Forbidden />;

  return (
    <div data-testid="jobs-tab">
      <h2 className="kv-section-title">Jobs Manager</h2>
      <MessageAlert message={message} onClose={clear} />
      <LoadError error={list.error} message={loadErrorMessage} />
      <div className="kv-toolbar">
        <Button type="primary" onClick={() => items.setEditing('new')}>
          Add New Job
        </Button>
        <ListSearch list={list} placeholder={SEARCH_PLACEHOLDER} label="Search jobs" />
        <NativeSelect
          aria-label="Filter by status"
          options={STATUS_FILTER}
          value={status}
          onChange={(e) => setStatus(e.target.value as JobStatus | '')}
        />
        <Button onClick={() => void list.refresh()} disabled={list.loading}>
          {list.loading && list.loaded ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {!list.loaded ? (
        <div style={{ padding: 40, textAlign: 'center' }} aria-busy="true">
          <Spin />
        </div>
      ) : list.rows.length === 0 ? (
        !list.error && <div className="kv-job-empty">{NO_JOBS_EMPTY}</div>
      ) : (
        <div
          className="kv-job-grid"
          aria-busy={list.loading ? 'true' : 'false'}
          data-testid="job-grid"
        >
          {list.rows.map((j) => (
            <JobCard key={j.id} job={j} {...items.cardProps(j, toggle)} />
          ))}
        </div>
      )}
      <ListPager list={list} />
      <JobForm editing={items.editing} onCancel={() => items.setEditing(null)} onSave={save} />
      <ConfirmDialog {...items.confirmProps(DELETE_CONFIRM, confirmDelete)} />
    </div>
  );
}
