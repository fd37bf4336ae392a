/**
 * The job modal: 'Add New Job Posting' / 'Edit Job Posting', Cancel and
 * 'Create Job' / 'Update Job' ('Saving...' while it saves). Title and
 * location are required; department, type, mode and status come from the
 * fixed lists (rules.ts).
 */
import {
  DayPicker,
  FormProblem,
  ItemEditor,
  type ItemEditorProps,
  type ItemFormProps,
  labelOptions,
  NativeSelect,
  useDraft,
  useFormSubmit,
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

export function JobForm(props: ItemEditorProps<Job, JobDraft>) {
  return (
    <ItemEditor
      {...props}
      addTitle="Add New Job Posting"
      editTitle="Edit Job Posting"
      width={760}
      maskClosable={false}
      draftOf={draftOf}
      newDraft={emptyDraft}
      Form={JobFormBody}
    />
  );
}

/** What a field gives its control: the id its label points at and, while it is wrong, the marks. */
interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled field; the label points at its control by id (a wrapping label would add a
 * select's option to its name). A wrong field's control is marked invalid and described by the
 * text under it (a refused save moves the focus to the first such control).
 */
function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="kv-job-form__field">
      <label className="kv-field-label" htmlFor={id}>
        {label}
      </label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error && (
        <span className="kv-job-form__error" id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}

function JobFormBody({ initial, id, onCancel, onSave }: ItemFormProps<JobDraft>) {
  const { draft, set, bind } = useDraft(initial);
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
          {(c) => (
            <Input
              {...c}
              {...bind('title')}
              maxLength={200}
              status={visible.title ? 'error' : undefined}
              autoFocus
            />
          )}
        </Field>
        <Field label="Company">
          {(c) => <Input {...c} {...bind('company')} maxLength={200} />}
        </Field>
      </div>
      <div className="kv-job-form__row">
        <Field label="Department">
          {(c) => (
            <NativeSelect {...c} {...bind('department')} options={options(JOB_DEPARTMENTS)} />
          )}
        </Field>
        <Field label="Location *" error={visible.location}>
          {(c) => (
            <Input
              {...c}
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
          {(c) => <NativeSelect {...c} {...bind('type')} options={options(JOB_TYPES)} />}
        </Field>
        <Field label="Work Mode">
          {(c) => <NativeSelect {...c} {...bind('mode')} options={options(JOB_MODES)} />}
        </Field>
        <Field label="Status">
          {(c) => <NativeSelect {...c} {...bind('status')} options={STATUS_OPTIONS} />}
        </Field>
      </div>
      <Field label="Description">
        {(c) => <Input.TextArea {...c} {...bind('description')} rows={4} maxLength={10000} />}
      </Field>
      <div className="kv-job-form__row">
        <Field label="Requirements (one per line)">
          {(c) => <Input.TextArea {...c} {...bind('requirements')} rows={4} maxLength={10000} />}
        </Field>
        <Field label="Responsibilities (one per line)">
          {(c) => (
            <Input.TextArea {...c} {...bind('responsibilities')} rows={4} maxLength={10000} />
          )}
        </Field>
      </div>
      <div className="kv-job-form__row3">
        <Field label="Salary Range">
          {(c) => (
            <Input
              {...c}
              {...bind('salary_range')}
              maxLength={200}
              placeholder="₹6,00,000 – ₹9,00,000"
            />
          )}
        </Field>
        <Field label="Posted Date">
          {(c) => (
            <DayPicker
              {...c}
              name="posted_date"
              value={draft.posted_date}
              onValue={(v) => set('posted_date', v)}
            />
          )}
        </Field>
        <Field label="Application Deadline" error={visible.application_deadline}>
          {(c) => (
            <DayPicker
              {...c}
              name="application_deadline"
              value={draft.application_deadline}
              onValue={(v) => set('application_deadline', v)}
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
