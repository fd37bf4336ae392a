import { sessionStore } from '@kavach/admin-shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import { signIn } from '../../shared/test/recordDelete';
import Tab from '../src/Tab';

/** Without antd's motion (as the shell under reduced motion): a closed modal leaves at once. */
function IntegrationsTab() {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Tab />
    </ConfigProvider>
  );
}

const URL = 'https://crm.example.org/hooks/kavach';
const webhook = (over: object = {}) => ({
  id: 7,
  url: URL,
  description: 'CRM: new contacts',
  events: ['contact.received', 'application.status_changed'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretUntil: null,
  createdBy: 'admin',
  createdAt: '2026-12-01T10:00:00Z',
  ...over,
});
const delivery = (over: object = {}) => ({
  id: '41',
  messageId: 'msg_2b6f0cc904d137be2e1730235f5664094b83',
  eventType: 'application.status_changed',
  body: '{"type":"application.status_changed","timestamp":"2026-12-02T04:30:00Z","data":{"id":5,"from":"new","to":"shortlisted"}}',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  responseStart: 'ok, thanks',
  lastError: null,
  lastAttemptAt: '2026-12-02T04:30:01Z',
  nextAttemptAt: null,
  createdAt: '2026-12-02T04:30:00Z',
  deliveredAt: '2026-12-02T04:30:01Z',
  ...over,
});
const page = (rows: object[]) => ({
  status: 'success',
  data: rows,
  total: rows.length,
  page: 1,
  pages: 1,
});
const EVENTS = {
  events: [
    {
      type: 'contact.received',
      words: 'A contact message came in',
      permission: 'contacts:read',
      read: 'GET /api/admin/contacts/{id}',
    },
    {
      type: 'application.status_changed',
      words: "An application's status changed",
      permission: 'applications:read',
      read: 'GET /api/admin/applications/{id}',
    },
  ],
};
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** The tab's routes with no token, the events and the given webhooks. */
function routes(hooks: () => object[], more: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/admin/integrations': () => page([]),
    'GET /api/admin/webhooks/events': () => EVENTS,
    'GET /api/admin/webhooks': () => page(hooks()),
    ...more,
  });
}

const webhooksSection = () => screen.getByRole('region', { name: 'Webhooks' });

beforeEach(() => signIn(['integrations:manage']));
afterEach(() => {
  sessionStore.end();
  vi.unstubAllGlobals();
});

describe('Integrations tab: webhooks', () => {
  it('lists each webhook with its address, events in words and status, and why one is off or failing', async () => {
    routes(() => [
      webhook({ failingSince: '2026-12-02T04:30:00Z' }),
      webhook({
        id: 8,
        url: 'https://old.example.org/hook',
        description: '',
        events: ['contact.received'],
        enabled: false,
        disabledReason: 'Every delivery failed for 72 hours.',
      }),
    ]);
    render(<IntegrationsTab />);
    const on = (await screen.findByText(URL)).closest('tr')!;
    await within(on).findByText("An application's status changed");
    expect(within(on).getByText('CRM: new contacts')).toBeTruthy();
    expect(within(on).getByText('A contact message came in')).toBeTruthy();
    expect(within(on).getByText('On')).toBeTruthy();
    expect(within(on).getByText('Failing since 2 Dec 2026, 10:00 am')).toBeTruthy();
    expect(within(on).getByRole('button', { name: `Switch off ${URL}` })).toBeTruthy();
    const off = screen.getByText('https://old.example.org/hook').closest('tr')!;
    expect(within(off).getByText('Off')).toBeTruthy();
    expect(within(off).getByText('Every delivery failed for 72 hours.')).toBeTruthy();
    expect(within(off).getByRole('button', { name: 'Switch on https://old.example.org/hook' }));
  });

  it('adds a webhook with the chosen events and shows its signing secret once', async () => {
    const added: object[] = [];
    const { calls } = routes(() => added, {
      'POST /api/admin/webhooks': () => {
        added.push(webhook({ events: ['application.status_changed'] }));
        return {
          success: true,
          message: 'Webhook added. Copy its signing secret now: it is not shown again.',
          webhook: added[0],
          secret: SECRET,
        };
      },
    });
    render(<IntegrationsTab />);
    await screen.findByText('No webhooks yet.');
    fireEvent.click(within(webhooksSection()).getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    // Nothing is sent until the form says what it lacks, under each field.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    const address = within(dialog).getByRole('textbox', { name: /^Address/ });
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(/^Address: enter the address/)).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one event to send.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(address, { target: { value: ` ${URL} ` } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Description/ }), {
      target: { value: 'CRM: new contacts' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^An application's status/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const secret = await screen.findByTestId('webhook-secret');
    expect(secret.textContent).toBe(SECRET);
    const shown = screen.getByRole('dialog', { name: 'Webhook “CRM: new contacts”' });
    expect(shown.textContent).toContain('verify each delivery with it');
    expect(within(shown).getByRole('button', { name: 'Copy signing secret' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(c.body!))).toEqual([
      { url: URL, description: 'CRM: new contacts', events: ['application.status_changed'] },
    ]);
    expect((await screen.findByTestId('tab-message')).textContent).toContain('Webhook added.');
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
    // Shown once: the list holds no secret.
    await within(webhooksSection()).findByText(URL);
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("shows the API's refusal of the address on the field, in the API's own sentence", async () => {
    const refusal =
      '10.0.0.5 leads to a private or reserved address. A webhook can only go to a public address on the internet.';
    routes(() => [], {
      'POST /api/admin/webhooks': () =>
        Response.json(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: refusal,
            details: { url: refusal },
          },
          { status: 400 },
        ),
    });
    render(<IntegrationsTab />);
    await screen.findByText('No webhooks yet.');
    fireEvent.click(within(webhooksSection()).getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    const address = within(dialog).getByRole('textbox', { name: /^Address/ });
    fireEvent.change(address, { target: { value: 'https://10.0.0.5/hook' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /^A contact message/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const problem = await within(dialog).findByText(refusal);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-describedby')).toContain(problem.id);
    await waitFor(() => expect(document.activeElement).toBe(address));
    // What was typed stays; the API's word goes once the address is changed.
    expect((address as HTMLInputElement).value).toBe('https://10.0.0.5/hook');
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
    fireEvent.change(address, { target: { value: URL } });
    expect(within(dialog).queryByText(refusal)).toBeNull();
  });

  it('shows the deliveries and redelivers one: the route is called and the row shows Pending', async () => {
    let redelivered = false;
    const { calls } = routes(() => [webhook()], {
      'GET /api/admin/webhooks/7/deliveries': () =>
        page([
          redelivered
            ? delivery({ status: 'pending', nextAttemptAt: '2026-12-02T05:00:00Z' })
            : delivery(),
        ]),
      'POST /api/admin/webhooks/7/deliveries/41/redeliver': () => {
        redelivered = true;
        return {
          success: true,
          message: 'It is being sent again.',
          delivery: delivery({ status: 'pending' }),
        };
      },
    });
    render(<IntegrationsTab />);
    fireEvent.click(await screen.findByRole('button', { name: `Deliveries of ${URL}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries' });
    const row = (await within(dialog).findByText('Delivered')).closest('tr')!;
    expect(within(row).getByText("An application's status changed")).toBeTruthy();
    expect(within(row).getByText('200')).toBeTruthy();
    expect(within(row).getByText('ok, thanks')).toBeTruthy();

    // The body as sent, under the row.
    const details = within(row).getByRole('button', { name: /^Details of / });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByTestId('delivery-body').textContent).toContain(
      '"to": "shortlisted"',
    );

    fireEvent.click(within(row).getByRole('button', { name: /^Redeliver / }));
    await waitFor(() => expect(within(dialog).getByText('Pending').closest('tr')).toBeTruthy());
    expect(within(dialog).getByTestId('tab-message').textContent).toContain(
      'It is being sent again.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/admin/webhooks/7/deliveries/41/redeliver',
    ]);
    // The list was read again after the redelivery.
    expect(calls.filter((c) => c.url.pathname.endsWith('/deliveries'))).toHaveLength(2);
  });

  it('switches a webhook off, and deletes one after a confirmation naming its address', async () => {
    let hooks = [webhook()];
    const { calls } = routes(() => hooks, {
      'PATCH /api/admin/webhooks/7': () => {
        hooks = [webhook({ enabled: false })];
        return { success: true, message: 'Webhook saved.', webhook: hooks[0] };
      },
      'DELETE /api/admin/webhooks/7': () => {
        const gone = hooks[0];
        hooks = [];
        return { success: true, message: 'Webhook deleted.', webhook: gone };
      },
    });
    render(<IntegrationsTab />);
    fireEvent.click(await screen.findByRole('button', { name: `Switch off ${URL}` }));
    await screen.findByRole('button', { name: `Switch on ${URL}` });
    fireEvent.click(screen.getByRole('button', { name: `Delete webhook ${URL}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(confirm.textContent).toContain(`Delete the webhook to ${URL}?`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No webhooks yet.');
    expect(
      calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url.pathname, c.body]),
    ).toEqual([
      ['PATCH', '/api/admin/webhooks/7', '{"enabled":false}'],
      ['DELETE', '/api/admin/webhooks/7', '{}'],
    ]);
  });
});
