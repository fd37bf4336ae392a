/**
 * New webhook: the address, a description and the events to send (each in words). Problems show
 * under their fields (the form's own checks, then the API's sentence, e.g. an address that leads
 * to a private network) and the focus moves to the first; a failed save keeps what was typed.
 */
import { EditorField, FormProblem, useFocusOnRefusal } from '@kavach/admin-shared';
import { Button, Input, Modal } from 'antd';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { NewWebhook, WebhookEventInfo, WebhookEventType } from './api';
import {
  DESCRIPTION_MAX,
  EVENTS_LOAD_ERROR,
  webhookDraftProblems,
  type WebhookField,
  type WebhookProblems,
} from './webhookRules';

/** What a refused create leaves for the form: problems of its fields, or a sentence for the whole. */
export interface WebhookRefusal {
  fields: WebhookProblems;
  form: string | null;
}

export interface WebhookFormProps {
  open: boolean;
  /** The events a webhook can be sent; null while they load, 'failed' when they could not be. */
  events: readonly WebhookEventInfo[] | null | 'failed';
  onCancel: () => void;
  /** Sends the draft; resolves to what was refused, or null once it was added. */
  onCreate: (draft: NewWebhook) => Promise<WebhookRefusal | null>;
}

export function WebhookForm({ open, onCancel, ...rest }: WebhookFormProps) {
  return (
    <Modal
      open={open}
      title="New webhook"
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
      width={560}
      footer={null}
    >
      {open && <FormBody onCancel={onCancel} {...rest} />}
    </Modal>
  );
}

function FormBody({ events, onCancel, onCreate }: Omit<WebhookFormProps, 'open'>) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<WebhookEventType[]>([]);
  const [checked, setChecked] = useState(false);
  const [apiProblems, setApiProblems] = useState<WebhookProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [busy, setBusy] = useState(false);
  useFocusOnRefusal(form, refusals);

  const problems: WebhookProblems = {
    ...(checked ? webhookDraftProblems({ url, events: chosen }) : {}),
    ...apiProblems,
  };

  /** The API's word on a field stands until that field is changed. */
  function changed(field: WebhookField) {
    setApiProblems((p) => {
      const rest = { ...p };
      delete rest[field];
      return rest;
    });
  }

  const toggle = (type: WebhookEventType, on: boolean) => {
    setChosen((c) => (on ? [...c, type] : c.filter((t) => t !== type)));
    changed('events');
  };

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setChecked(true);
    if (Object.keys(webhookDraftProblems({ url, events: chosen })).length > 0)
      return setRefusals((n) => n + 1);
    setBusy(true);
    setFailure(null);
    const refused = await onCreate({
      url: url.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
      events: chosen,
    });
    setBusy(false);
    if (!refused) return;
    setApiProblems(refused.fields);
    setFailure(refused.form);
    if (Object.keys(refused.fields).length > 0) setRefusals((n) => n + 1);
  }

  const eventsError = problems.events;
  return (
    <form
      ref={form}
      className="kv-integrations-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="New webhook"
    >
      <EditorField
        name="url"
        label="Address"
        required
        hint="Where each event is sent: the https address the other system gives you."
        error={problems.url}
      >
        {(c) => (
          <Input
            {...c}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={url}
            placeholder="https://crm.example.org/hooks/kavach"
            status={problems.url ? 'error' : undefined}
            onChange={(e) => {
              setUrl(e.target.value);
              changed('url');
            }}
          />
        )}
      </EditorField>
      <EditorField
        name="description"
        label="Description"
        count={`${description.length}/${DESCRIPTION_MAX}`}
        error={problems.description}
      >
        {(c) => (
          <Input
            {...c}
            name="description"
            value={description}
            maxLength={DESCRIPTION_MAX}
            placeholder="e.g. CRM: new contacts"
            status={problems.description ? 'error' : undefined}
            onChange={(e) => {
              setDescription(e.target.value);
              changed('description');
            }}
          />
        )}
      </EditorField>
      <fieldset className="kv-integrations-perms" data-testid="webhook-events">
        <legend>
          Events to send
          <span className="kv-ef__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {events === null && <span className="kv-muted">Loading...</span>}
        {events === 'failed' && <span className="kv-ef__error">{EVENTS_LOAD_ERROR}</span>}
        {Array.isArray(events) &&
          events.map((ev) => (
            <label key={ev.type}>
              <input
                type="checkbox"
                checked={chosen.includes(ev.type)}
                onChange={(e) => toggle(ev.type, e.target.checked)}
                aria-invalid={eventsError ? true : undefined}
                aria-describedby={eventsError ? `${id}-events-error` : undefined}
              />
              <span>
                {ev.words.charAt(0).toUpperCase() + ev.words.slice(1)}{' '}
                <code className="kv-muted">{ev.type}</code>
              </span>
            </label>
          ))}
        {eventsError && (
          <span className="kv-ef__error" id={`${id}-events-error`}>
            {eventsError}
          </span>
        )}
      </fieldset>
      <FormProblem text={failure} />
      <div className="kv-toolbar kv-integrations-form__actions">
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          Add webhook
        </Button>
      </div>
    </form>
  );
}
