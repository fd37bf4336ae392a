/**
 * The job modal: 'Add New Job Posting' / 'Edit Job Posting', Cancel and
 * 'Create Job' / 'Update Job' ('Saving...' while it saves). Title and
 * location are required; department, type, mode and status come from the
 * fixed lists (rules.ts).
 */
import { NativeSelect } from '@kavach/admin-shared';
import { Alert, Button, Input, Modal } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Job } from './api';
import {
  draftOf,
  draftProblems,
  emptyDraft,
  JOB_DEPARTMENTS,
  JOB_MODES,
  JOB_STATUSES,
  JOB_TYPES,
  STATUS_LABEL,
  type JobDraft,
} from './rules';

const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
const STATUS_OPTIONS = JOB_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }));

export interface JobFormProps {
  /** null = closed; 'new' = create; a job = edit. */
  editing: Job | 'new' | null;
  onCancel: () => void;
  /** Saves; resolves to an error text to show in the form, or null when saved. */
  onSave: (draft: JobDraft, id: number | null) => Promise<string | null>;
}

export function JobForm({ editing, onCancel, onSave }: JobFormProps) {
  const creating = editing === 'new';
  return (
    <Modal
      open={editing !== null}
      title={creating ? 'Add New Job Posting' : 'Edit Job Posting'}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      width={760}
      maskClosable={false}
    >
      {editing !== null && (
        <JobFormBody
          key={creating ? 'new' : editing.id}
          initial={creating ? emptyDraft() : draftOf(editing)}
          id={creating ? null : editing.id}
          onCancel={onCancel}
          onSave={onSave}
        />
      )}
    </Modal>
  );
}

/** A labelled field; the label points at its control by id (a wrapping label would add a select's option to its name). */
function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="kv-job-form__field">
      <label className="kv-field-label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
      {error && <span className="kv-job-form__error">{error}</span>}
    </div>
  );
}

function JobFormBody({
  initial,
  id,
  onCancel,
  onSave,
}: {
  initial: JobDraft;
  id: number | null;
  onCancel: () => void;
  onSave: JobFormProps['onSave'];
}) {
  const [draft, setDraft] = useState(initial);
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const problems = draftProblems(draft);
  const visible = shown ? problems : {};
  const set = <K extends keyof JobDraft>(key: K, value: JobDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: keyof JobDraft) => ({
    name: key,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setShown(true);
    if (Object.keys(problems).length) return;
    setSaving(true);
    setFailure(null);
    const error = await onSave(draft, id);
    setSaving(false);
    if (error) setFailure(error);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="kv-job-form"
      aria-label={id === null ? 'Add New Job Posting' : 'Edit Job Posting'}
    >
      <div className="kv-job-form__row">
        <Field label="Job Title *" error={visible.title}>
          {(id) => (
            <Input
              id={id}
              {...text('title')}
              maxLength={200}
              status={visible.title ? 'error' : undefined}
              autoFocus
            />
          )}
        </Field>
        <Field label="Company">
          {(id) => <Input id={id} {...text('company')} maxLength={200} />}
        </Field>
      </div>
      <div className="kv-job-form__row">
        <Field label="Department">
          {(id) => (
            <NativeSelect id={id} {...text('department')} options={options(JOB_DEPARTMENTS)} />
          )}
        </Field>
        <Field label="Location *" error={visible.location}>
          {(id) => (
            <Input
              id={id}
              {...text('location')}
              maxLength={200}
              placeholder="Mumbai, Maharashtra"
              status={visible.location ? 'error' : undefined}
            />
          )}
        </Field>
      </div>
      <div className="kv-job-form__row3">
        <Field label="Job Type">
          {(id) => <NativeSelect id={id} {...text('type')} options={options(JOB_TYPES)} />}
        </Field>
        <Field label="Work Mode">
          {(id) => <NativeSelect id={id} {...text('mode')} options={options(JOB_MODES)} />}
        </Field>
        <Field label="Status">
          {(id) => <NativeSelect id={id} {...text('status')} options={STATUS_OPTIONS} />}
        </Field>
      </div>
      <Field label="Description">
        {(id) => <Input.TextArea id={id} {...text('description')} rows={4} maxLength={10000} />}
      </Field>
      <div className="kv-job-form__row">
        <Field label="Requirements (one per line)">
          {(id) => <Input.TextArea id={id} {...text('requirements')} rows={4} maxLength={10000} />}
        </Field>
        <Field label="Responsibilities (one per line)">
          {(id) => (
            <Input.TextArea id={id} {...text('responsibilities')} rows={4} maxLength={10000} />
          )}
        </Field>
      </div>
      <div className="kv-job-form__row3">
        <Field label="Salary Range">
          {(id) => (
            <Input
              id={id}
              {...text('salary_range')}
              maxLength={200}
              placeholder="₹6,00,000 – ₹9,00,000"
            />
          )}
        </Field>
        <Field label="Posted Date">
          {(id) => <Input id={id} {...text('posted_date')} type="date" />}
        </Field>
        <Field label="Application Deadline" error={visible.application_deadline}>
          {(id) => (
            <Input
              id={id}
              {...text('application_deadline')}
              type="date"
              min={draft.posted_date || undefined}
              status={visible.application_deadline ? 'error' : undefined}
            />
          )}
        </Field>
      </div>
      {failure && (
        <Alert type="error" showIcon role="alert" title={failure} data-testid="form-problem" />
      )}
      <div className="kv-job-form__actions">
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" disabled={saving}>
          {saving ? 'Saving...' : id === null ? 'Create Job' : 'Update Job'}
        </Button>
      </div>
    </form>
  );
}
