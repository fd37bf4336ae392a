/**
 * The job modal: 'Add New Job Posting' / 'Edit Job Posting', Cancel and
 * 'Create Job' / 'Update Job' ('Saving...' while it saves). Title and
 * location are required; department, type, mode and status come from the
 * fixed lists (rules.ts).
 */
import {
  EditorModal,
  FormProblem,
  labelOptions,
  NativeSelect,
  useDraft,
  useFormSubmit,
  type Editing,
  type SaveHandler,
} from '@kavach/admin-shared';
import { Button, Input } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import type { Job } from './api';
import {
  draftOf,
  draftProblems,
  emptyDraft,
  JOB_DEPARTMENTS,
  JOB_MODES,
  JOB_TYPES,
  STATUS_LABEL,
  type JobDraft,
} from './rules';

const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
const STATUS_OPTIONS = labelOptions(STATUS_LABEL);

export interface JobFormProps {
  /** null = closed; 'new' = create; a job = edit. */
  editing: Editing<Job>;
  onCancel: () => void;
  onSave: SaveHandler<JobDraft>;
}

export function JobForm({ editing, onCancel, onSave }: JobFormProps) {
  return (
    <EditorModal
      editing={editing}
      addTitle="Add New Job Posting"
      editTitle="Edit Job Posting"
      width={760}
      maskClosable={false}
      onCancel={onCancel}
    >
      {(job) => (
        <JobFormBody
          initial={job ? draftOf(job) : emptyDraft()}
          id={job ? job.id : null}
          onCancel={onCancel}
          onSave={onSave}
        />
      )}
    </EditorModal>
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
  onSave: SaveHandler<JobDraft>;
}) {
  const { draft, bind } = useDraft(initial);
  const [shown, setShown] = useState(false);
  const problems = draftProblems(draft);
  const visible = shown ? problems : {};
  // Field problems show under their fields from the first submit on; a save failure above the buttons.
  const {
    saving,
    problem: failure,
    submit,
  } = useFormSubmit(
    () => onSave(draft, id),
    () => {
      setShown(true);
      return Object.keys(problems).length > 0;
    },
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="kv-job-form"
      aria-label={id === null ? 'Add New Job Posting' : 'Edit Job Posting'}
    >
      <div className="kv-job-form__row">
        <Field label="Job Title *" error={visible.title}>
          {(id) => (
            <Input
              id={id}
              {...bind('title')}
              maxLength={200}
              status={visible.title ? 'error' : undefined}
              autoFocus
            />
          )}
        </Field>
        <Field label="Company">
          {(id) => <Input id={id} {...bind('company')} maxLength={200} />}
        </Field>
      </div>
      <div className="kv-job-form__row">
        <Field label="Department">
          {(id) => (
            <NativeSelect id={id} {...bind('department')} options={options(JOB_DEPARTMENTS)} />
          )}
        </Field>
        <Field label="Location *" error={visible.location}>
          {(id) => (
            <Input
              id={id}
              {...bind('location')}
              maxLength={200}
              placeholder="Mumbai, Maharashtra"
              status={visible.location ? 'error' : undefined}
            />
          )}
        </Field>
      </div>
      <div className="kv-job-form__row3">
        <Field label="Job Type">
          {(id) => <NativeSelect id={id} {...bind('type')} options={options(JOB_TYPES)} />}
        </Field>
        <Field label="Work Mode">
          {(id) => <NativeSelect id={id} {...bind('mode')} options={options(JOB_MODES)} />}
        </Field>
        <Field label="Status">
          {(id) => <NativeSelect id={id} {...bind('status')} options={STATUS_OPTIONS} />}
        </Field>
      </div>
      <Field label="Description">
        {(id) => <Input.TextArea id={id} {...bind('description')} rows={4} maxLength={10000} />}
      </Field>
      <div className="kv-job-form__row">
        <Field label="Requirements (one per line)">
          {(id) => <Input.TextArea id={id} {...bind('requirements')} rows={4} maxLength={10000} />}
        </Field>
        <Field label="Responsibilities (one per line)">
          {(id) => (
            <Input.TextArea id={id} {...bind('responsibilities')} rows={4} maxLength={10000} />
          )}
        </Field>
      </div>
      <div className="kv-job-form__row3">
        <Field label="Salary Range">
          {(id) => (
            <Input
              id={id}
              {...bind('salary_range')}
              maxLength={200}
              placeholder="₹6,00,000 – ₹9,00,000"
            />
          )}
        </Field>
        <Field label="Posted Date">
          {(id) => <Input id={id} {...bind('posted_date')} type="date" />}
        </Field>
        <Field label="Application Deadline" error={visible.application_deadline}>
          {(id) => (
            <Input
              id={id}
              {...bind('application_deadline')}
              type="date"
              min={draft.posted_date || undefined}
              status={visible.application_deadline ? 'error' : undefined}
            />
          )}
        </Field>
      </div>
      <FormProblem text={failure} />
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
