import { sessionStore } from '@kavach/admin-shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import { stepUpTests } from '../../shared/test/stepUp';
import Tab from '../src/Tab';

/** Without antd's motion (as the shell under reduced motion): a closed modal leaves at once. */
function PrivacyTab() {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Tab />
    </ConfigProvider>
  );
}

const ADDRESS = 'asha@example.com';
const REF = 'PR-3F9A-1C2B-77D0-5E41';
const AT = '2025-03-05T09:15:00Z';

const found = (over: object = {}) => ({
  email: ADDRESS,
  caseReference: REF,
  counts: {
    contacts: 2,
    registrations: 1,
    subscribers: 0,
    applications: 1,
    resumeFiles: 1,
    mails: 3,
    auditEntries: 1,
  },
  total: 8,
  listLimit: 1,
  contacts: [{ id: 7, name: 'Asha Rao', phone: null, message: 'Please call me', created_at: AT }],
  registrations: [
    {
      id: 3,
      name: 'Asha Rao',
      phone: '9876543210',
      session_name: 'HrC Evening',
      session_date: '2025-03-12',
      created_at: AT,
    },
  ],
  subscribers: [],
  applications: [
    {
      id: 5,
      first_name: 'Asha',
      last_name: 'Rao',
      job_position: 'App Developer',
      resume_name: 'cv.pdf',
      resume: 'missing',
      created_at: AT,
    },
  ],
  mails: [
    {
      id: 9,
      kind: 'contact.staff',
      relation: 'reply-to',
      to: 'info@kavach.example',
      subject: 'New contact message from Asha Rao',
      status: 'pending',
      created_at: AT,
    },
  ],
  auditEntries: [
    {
      id: '11',
      username: 'admin',
      action: 'application.resume',
      target: 'application #5 Asha Rao',
      created_at: AT,
    },
  ],
  history: [
    { action: 'privacy.lookup', username: 'admin', detail: 'found contacts 2, …', created_at: AT },
  ],
  ...over,
});

const NOTHING = {
  ...found(),
  counts: {
    contacts: 0,
    registrations: 0,
    subscribers: 0,
    applications: 0,
    resumeFiles: 0,
    mails: 0,
    auditEntries: 0,
  },
  total: 0,
  contacts: [],
  registrations: [],
  applications: [],
  mails: [],
  auditEntries: [],
};

const lookUp = async (address = ADDRESS) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), {
    target: { value: address },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
};

beforeEach(() => {
  sessionStore.start({
    token: 'token-1',
    expiresAt: Date.now() + 3_600_000,
    role: 'admin',
    username: 'admin',
    roleLabel: 'System Admin',
    permissions: ['privacy:manage'],
    lastLoginAt: null,
  });
});

afterEach(() => {
  sessionStore.end();
  vi.unstubAllGlobals();
});

describe('Privacy Requests tab', () => {
  it('looks an address up and shows the counts, the case reference, the rows and the history', async () => {
    const { calls } = stubFetch({ 'POST /api/admin/privacy/lookup': () => found() });
    render(<PrivacyTab />);
    expect(screen.getByRole('heading', { name: 'Privacy Requests' })).toBeTruthy();
    await lookUp(' Asha@Example.com ');
    expect(await screen.findByText(`Held for ${ADDRESS}`)).toBeTruthy();
    // The API trims and lower-cases; an e-mail input already drops the spaces.
    expect(JSON.parse(calls[0].body!)).toEqual({ email: 'Asha@Example.com' });
    expect(calls[0].url.pathname).toBe('/api/admin/privacy/lookup');
    expect(screen.getByTestId('case-reference').textContent).toBe(REF);
    const counts = within(screen.getByTestId('privacy-counts'));
    expect(counts.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '2contact messages',
      '1session registration',
      '0newsletter subscriptions',
      '1career application',
      '1resume file',
      '3mails',
      '1audit log entry',
    ]);
    // Only kinds with rows get a table; a list longer than the limit says the ZIP has all.
    expect(screen.getByRole('heading', { name: 'Contact messages (2)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Newsletter subscriptions/ })).toBeNull();
    expect(screen.getByText('Showing the first 1; the ZIP download holds all 2.')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Career applications' })).getByText('file missing'),
    ).toBeTruthy();
    expect(screen.getByText('info@kavach.example (Reply-To: this address)')).toBeTruthy();
    // The session's day in the tab's date style, the month as a word.
    expect(
      within(screen.getByRole('region', { name: 'Session registrations' })).getByText(
        'HrC Evening, 12 Mar 2025',
      ),
    ).toBeTruthy();
    expect(within(screen.getByTestId('case-history')).getByText('Looked up')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download ZIP' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erase…' })).toBeTruthy();
  });

  it('says when nothing is held, and offers neither download nor erasure', async () => {
    stubFetch({ 'POST /api/admin/privacy/lookup': () => NOTHING });
    render(<PrivacyTab />);
    await lookUp();
    expect((await screen.findByTestId('privacy-nothing')).textContent).toBe(
      'Nothing is held for this address.',
    );
    expect(screen.queryByRole('button', { name: 'Download ZIP' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase…' })).toBeNull();
  });

  it("shows the API's message for an invalid address", async () => {
    stubFetch({
      'POST /api/admin/privacy/lookup': () =>
        Response.json(
          { statusCode: 400, message: 'Enter a valid e-mail address, e.g. asha@example.com.' },
          { status: 400 },
        ),
    });
    render(<PrivacyTab />);
    await lookUp('asha');
    expect((await screen.findByTestId('tab-message')).textContent).toContain(
      'Error looking up the address: Enter a valid e-mail address, e.g. asha@example.com.',
    );
  });

  it('erases after a confirmation with the counts and the address typed again', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/privacy/lookup': () => found(),
      'POST /api/admin/privacy/erase': () => ({
        success: true,
        message: 'The personal data held for this address has been erased.',
        caseReference: REF,
        erased: {
          contacts: 2,
          registrations: 1,
          subscribers: 0,
          applications: 1,
          resumeFiles: 1,
          mails: 3,
          mailFiles: 0,
          auditEntriesAnonymised: 1,
        },
      }),
    });
    render(<PrivacyTab />);
    await lookUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Erase…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data' });
    expect(within(dialog).getByTestId('erase-summary').textContent).toBe(
      'This will permanently delete 2 contact messages, 1 session registration, 1 career application with 1 resume file and 3 mails, and anonymise 1 audit log entry (kept without the address and the name). This cannot be undone.',
    );
    const erase = within(dialog).getByRole('button', { name: 'Erase' });
    expect(erase.hasAttribute('disabled')).toBe(true);
    const confirm = within(dialog).getByLabelText('Type the e-mail address to confirm');
    fireEvent.change(confirm, { target: { value: 'x' + ADDRESS } });
    expect(erase.hasAttribute('disabled')).toBe(true);
    fireEvent.change(confirm, { target: { value: ADDRESS.toUpperCase() } });
    expect(erase.hasAttribute('disabled')).toBe(false);
    fireEvent.click(erase);
    expect((await screen.findByTestId('erase-done')).textContent).toBe(
      `The personal data held for this address has been erased. Deleted for ${ADDRESS}: 2 contact messages, 1 session registration, 1 career application with 1 resume file and 3 mails; 1 audit log entry anonymised.`,
    );
    // The reference stays, with a reply to the person naming what went.
    expect(screen.getByTestId('erased-case-reference').textContent).toBe(REF);
    expect(screen.getByTestId('erasure-reply').textContent).toBe(
      [
        'Hello,',
        `As you asked, we have erased the personal data Kavach Genomics held about you (${ADDRESS}): 2 contact messages, 1 session registration, 1 career application with 1 resume file and 3 mails. Our record of what our staff did with your data is kept without your address and your name.`,
        `The reference of your request is ${REF}. Please quote it if you write to us about it.`,
        'Kavach Genomics',
      ].join('\n\n'),
    );
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (t: string) => void copied.push(t) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy reply text' }));
    expect(await screen.findByText('Reply copied.')).toBeTruthy();
    expect(copied).toEqual([screen.getByTestId('erasure-reply').textContent]);
    const sent = calls.find((c) => c.url.pathname === '/api/admin/privacy/erase')!;
    expect(JSON.parse(sent.body!)).toEqual({ email: ADDRESS, confirmation: ADDRESS.toUpperCase() });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('privacy-result')).toBeNull();
  });

  it("keeps the dialog open with the API's message when the erasure is refused", async () => {
    stubFetch({
      'POST /api/admin/privacy/lookup': () => found(),
      'POST /api/admin/privacy/erase': () =>
        Response.json(
          {
            statusCode: 429,
            code: 'RATE_LIMITED',
            message: 'Too many attempts. Please try again in 20 seconds.',
          },
          { status: 429 },
        ),
    });
    render(<PrivacyTab />);
    await lookUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Erase…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data' });
    fireEvent.change(within(dialog).getByLabelText('Type the e-mail address to confirm'), {
      target: { value: ADDRESS },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Error erasing the data: Too many attempts. Please try again in 20 seconds.',
    );
    expect(screen.getByTestId('privacy-result')).toBeTruthy();
  });

  it('downloads the ZIP under the name the API gives', async () => {
    const create = vi.fn(() => 'blob:x');
    URL.createObjectURL = create;
    URL.revokeObjectURL = vi.fn();
    const { calls } = stubFetch({
      'POST /api/admin/privacy/lookup': () => found(),
      'POST /api/admin/privacy/export': () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename="personal-data_${REF}_2025-03-05.zip"`,
          },
        }),
    });
    render(<PrivacyTab />);
    await lookUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Download ZIP' }));
    expect((await screen.findByTestId('tab-message')).textContent).toContain(
      `ZIP file 'personal-data_${REF}_2025-03-05.zip' downloaded.`,
    );
    const sent = calls.find((c) => c.url.pathname === '/api/admin/privacy/export')!;
    expect(sent.method).toBe('POST');
    expect(JSON.parse(sent.body!)).toEqual({ email: ADDRESS });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('shows the no-access view on a 403', async () => {
    stubFetch({
      'POST /api/admin/privacy/lookup': () =>
        Response.json({ statusCode: 403, message: 'Forbidden' }, { status: 403 }),
    });
    render(<PrivacyTab />);
    await lookUp();
    expect(await screen.findByTestId('forbidden')).toBeTruthy();
  });
});

describe('Privacy Requests: the look-up the step-up guards', () => {
  stepUpTests({
    tab: () => <Tab />,
    action: 'POST /api/admin/privacy/lookup',
    answer: () => found(),
    start: () => lookUp(),
    done: async () => {
      expect(await screen.findByText(`Held for ${ADDRESS}`)).toBeTruthy();
      expect(screen.getByTestId('case-reference').textContent).toBe(REF);
    },
  });
});
