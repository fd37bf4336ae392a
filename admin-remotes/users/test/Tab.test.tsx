import { sessionStore } from '@kavach/admin-shared';
import { ConfigProvider } from 'antd';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../shared/test/fakeApi';
import {
  enterPassword,
  fakeStepUp,
  PASSWORD,
  renderWithStepUp,
  stepUpTests,
  WRONG_PASSWORD,
} from '../../shared/test/stepUp';
import Tab from '../src/Tab';

/** Without antd's motion (as the shell under reduced motion): a closed modal leaves at once. */
function UsersTab() {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Tab />
    </ConfigProvider>
  );
}

const user = (id: number, username: string, extra: object = {}) => ({
  id,
  username,
  role: 'hr_manager',
  roleLabel: 'HR Manager',
  disabled: false,
  lastLoginAt: null,
  twoFactorEnabled: false,
  mustChangePassword: false,
  createdAt: '2025-03-01T10:00:00Z',
  ...extra,
});

const ADMIN = user(1, 'admin', {
  role: 'admin',
  roleLabel: 'System Admin',
  lastLoginAt: '2025-03-05T09:15:00Z',
  twoFactorEnabled: true,
});
const PRIYA = user(2, 'priya.hr', { mustChangePassword: true, email: 'priya@kavach.example' });
const ODD = user(3, 'legacy', { role: 'auditor', roleLabel: 'Admin', disabled: true });

/** The list's answer: one page of accounts in the envelope of every admin list. */
const usersPage = (data: object[], page = 1, pages = 1, total = data.length, all = total) => ({
  status: 'success',
  data,
  total,
  page,
  pages,
  all,
});

/**
 * The server's accounts: a change's answer is what the next read of the list gives (the tab
 * reads the page again after every change).
 */
function accountStore(...initial: object[]) {
  const accounts = [...initial] as { id: number }[];
  return {
    page: () => usersPage(accounts),
    saved<R extends { user: { id: number } }>(reply: R): R {
      const at = accounts.findIndex((a) => a.id === reply.user.id);
      if (at >= 0) accounts[at] = reply.user;
      else accounts.push(reply.user);
      return reply;
    },
  };
}

const ROLES = {
  roles: [
    {
      role: 'admin',
      label: 'System Admin',
      summary: 'Can manage staff accounts; read the audit log.',
    },
    { role: 'kavach_admin', label: 'Kavach Admin', summary: 'Can manage information sessions.' },
    {
      role: 'hr_manager',
      label: 'HR Manager',
      summary:
        'Can manage job postings; read and delete career applications; see sign-ups per day.',
    },
    { role: 'jobs_admin', label: 'Jobs Admin', summary: 'Can manage job postings.' },
    { role: 'content_editor', label: 'Content Editor', summary: 'Can write site content.' },
  ],
};
/** The role picker's choice named `label` (its line of what the role can do follows). */
const roleChoice = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('radio', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

const LAST_ADMIN = 'This is the last active System Admin. Make another user a System Admin first.';

const conflict = (message: string) =>
  Response.json({ statusCode: 409, error: 'Conflict', message }, { status: 409 });

beforeEach(() => {
  sessionStore.start({
    token: 'token-1',
    expiresAt: Date.now() + 3_600_000,
    role: 'admin',
    username: 'admin',
    roleLabel: 'System Admin',
    permissions: ['users:manage'],
    // The sign-in before this session (the header's "Last login").
    lastLoginAt: '2025-03-04T09:15:00Z',
  });
});

afterEach(() => {
  sessionStore.end();
  vi.unstubAllGlobals();
});

const row = (name: string) =>
  screen
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('cell', { name: new RegExp(`^${name}`) }))!;

describe('Users', () => {
  it('lists the accounts: role label, status tags, last login or Never, two-factor, (you)', async () => {
    // The server searches (usernames and e-mail addresses); this one by username, any case.
    const { calls } = stubFetch({
      'GET /api/admin/users': (url) => {
        const search = url.searchParams.get('search')?.toLowerCase() ?? '';
        const found = [ADMIN, PRIYA, ODD].filter((u) => u.username.includes(search));
        return usersPage(found, 1, 1, found.length, 3);
      },
    });
    render(<UsersTab />);
    expect(await screen.findByText('Showing 3 of 3 users')).toBeTruthy();
    for (const h of ['Username', 'Role', 'Status', 'Last login', 'Two-factor', 'Actions'])
      expect(screen.getByRole('columnheader', { name: h })).toBeTruthy();

    const admin = row('admin');
    expect(within(admin).getByText('(you)')).toBeTruthy();
    // Forgot password? needs an address: the list says who has none yet.
    expect(within(admin).getByText('No e-mail address yet')).toBeTruthy();
    expect(within(admin).getByText('System Admin')).toBeTruthy();
    expect(within(admin).getByText('Active')).toBeTruthy();
    expect(within(admin).getByText('On')).toBeTruthy();
    // One's own row: the sign-in before this one, as the header says (the API's is this one).
    expect(within(admin).getByText('4 Mar 2025, 2:45 pm')).toBeTruthy();
    expect(within(admin).queryByText('5 Mar 2025, 2:45 pm')).toBeNull();
    expect(within(admin).getByRole('button', { name: 'Remove two-factor of admin' })).toBeTruthy();

    const priya = row('priya.hr');
    expect(within(priya).queryByText('(you)')).toBeNull();
    expect(within(priya).getByText('Must set password')).toBeTruthy();
    expect(within(priya).getByText('priya@kavach.example')).toBeTruthy();
    expect(within(priya).getByText('Never')).toBeTruthy();
    expect(within(priya).getByText('Off')).toBeTruthy();
    expect(within(priya).queryByRole('button', { name: /Remove two-factor/ })).toBeNull();
    expect(within(priya).getByRole('button', { name: 'Disable priya.hr' })).toBeTruthy();

    // A role outside the enum: the API's label, with the stored name beside it.
    const legacy = row('legacy');
    expect(legacy.textContent).toContain('Admin (auditor)');
    expect(within(legacy).getByText('Disabled')).toBeTruthy();
    expect(within(legacy).getByRole('button', { name: 'Enable legacy' })).toBeTruthy();

    // Each cell carries its column's name for the phone layout.
    expect(within(priya).getByText('Never').closest('td')!.getAttribute('data-label')).toBe(
      'Last login',
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'PRI' },
    });
    expect(await screen.findByText('Showing 1 of 3 users')).toBeTruthy();
    expect(screen.queryByText('legacy')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText('No users match your search.')).toBeTruthy();
    expect(
      calls.filter((c) => c.url.pathname === '/api/admin/users').map((c) => c.url.search),
    ).toEqual([
      '?page=1&pageSize=20',
      '?page=1&pageSize=20&search=PRI',
      '?page=1&pageSize=20&search=zzz',
    ]);
  });

  it('adds a user (a role chosen on purpose) and shows the temporary password once', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const created = user(4, 'asha.jobs', { role: 'jobs_admin', roleLabel: 'Jobs Admin' });
    const accounts: object[] = [ADMIN, PRIYA];
    const { calls } = stubFetch({
      'GET /api/admin/users': () => usersPage(accounts),
      'GET /api/admin/users/roles': () => ROLES,
      'POST /api/admin/users': () => {
        accounts.splice(0, accounts.length, ADMIN, created, PRIYA);
        return Response.json(
          {
            success: true,
            message: 'Account asha.jobs created. Give them the temporary password.',
            user: { ...created, mustChangePassword: true },
            temporaryPassword: 'abcd-efgh-ijkl-mnop',
            temporaryPasswordExpiresAt: '2026-11-26T09:00:00.000Z',
            signInPanel: 'jobs-admin',
          },
          { status: 201 },
        );
      },
    });
    render(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByRole('group', { name: 'Role' });
    // No role is chosen for the admin, and none may be left unchosen.
    expect(
      within(picker)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'asha.jobs' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), {
      target: { value: 'asha@kavach.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect((await within(dialog).findByTestId('form-problem')).textContent).toBe(
      'Role: choose what this person may see and do.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: '' } });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['admin', 'kavach_admin', 'hr_manager', 'jobs_admin', 'content_editor']);
    // Each role carries the API's line of what it can see and do.
    await waitFor(() =>
      expect(within(dialog).getByTestId('role-summary-hr_manager').textContent).toBe(
        'Can manage job postings; read and delete career applications; see sign-ups per day.',
      ),
    );
    expect(roleChoice(picker, 'HR Manager').getAttribute('aria-describedby')).toBe(
      within(dialog).getByTestId('role-summary-hr_manager').id,
    );
    fireEvent.click(roleChoice(picker, 'Content Editor'));
    expect(roleChoice(picker, 'Content Editor').checked).toBe(true);
    fireEvent.click(roleChoice(picker, 'HR Manager'));

    // The API's username rule, checked before sending.
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'a b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByTestId('form-problem')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Username'), {
      target: { value: ' asha.jobs ' },
    });
    // The e-mail address is required too.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect((await within(dialog).findByTestId('form-problem')).textContent).toBe(
      'E-mail address: enter a valid address, like name@example.com.',
    );
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), {
      target: { value: 'asha@kavach.example' },
    });
    fireEvent.click(roleChoice(dialog, 'Jobs Admin'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));

    const password = await screen.findByTestId('temporary-password');
    expect(password.textContent).toBe('abcd-efgh-ijkl-mnop');
    expect(screen.getByTestId('temporary-password-text').textContent).toBe(
      'Give this temporary password to asha.jobs. It works for one sign-in, until 26 Nov 2026, 2:30 pm IST; they then choose their own password. It will not be shown again.',
    );
    // The sign-in instructions name the jobs panel of this site.
    expect(screen.getByTestId('sign-in-instructions').textContent).toContain(
      `Sign in at: ${location.origin}/jobs-admin`,
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body!)).toEqual({
      username: 'asha.jobs',
      email: 'asha@kavach.example',
      role: 'jobs_admin',
    });
    // The server's words, as the tab's success message.
    const notice = screen.getByTestId('tab-message');
    expect(notice.getAttribute('data-tone')).toBe('success');
    expect(notice.textContent).toBe('Account asha.jobs created. Give them the temporary password.');
    // The new account is read back from the server, in its place by username.
    expect(await screen.findByText('Showing 3 of 3 users')).toBeTruthy();
    expect(row('asha.jobs')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(await screen.findByText('Password copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('abcd-efgh-ijkl-mnop');
    fireEvent.click(screen.getByRole('button', { name: 'Copy sign-in instructions' }));
    expect(await screen.findByText(/^Sign-in instructions copied/)).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith(
      [
        'Your Kavach Genomics staff panel account:',
        `Sign in at: ${location.origin}/jobs-admin`,
        'Username: asha.jobs',
        'Temporary password: abcd-efgh-ijkl-mnop',
        'The temporary password works for one sign-in, until 26 Nov 2026, 2:30 pm IST. When you sign in you choose your own password at once.',
      ].join('\n'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('temporary-password')).toBeNull());
    expect(document.body.textContent).not.toContain('abcd-efgh-ijkl-mnop');
  });

  it("shows the API's refusal of a username inside the Add user modal", async () => {
    stubFetch({
      'GET /api/admin/users': () => usersPage([ADMIN, PRIYA]),
      'GET /api/admin/users/roles': () => ROLES,
      'POST /api/admin/users': () => conflict('User "priya.hr" already exists.'),
    });
    render(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'priya.hr' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), {
      target: { value: 'p@kavach.example' },
    });
    fireEvent.click(roleChoice(dialog, 'HR Manager'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('form-problem').textContent).toBe(
        'User "priya.hr" already exists.',
      ),
    );
  });

  it('changes a role (sessions warning); the last-admin refusal is shown verbatim', async () => {
    const store = accountStore(ADMIN, PRIYA);
    const { calls } = stubFetch({
      'GET /api/admin/users': store.page,
      'PATCH /api/admin/users/1': () => conflict(LAST_ADMIN),
      'PATCH /api/admin/users/2': () =>
        store.saved({
          success: true,
          message: 'priya.hr is now a Jobs Admin; their sessions ended.',
          user: { ...PRIYA, role: 'jobs_admin', roleLabel: 'Jobs Admin' },
        }),
    });
    render(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change role of priya.hr' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change role of priya.hr')).toBeTruthy();
    expect(within(dialog).getByText('Their open sessions will end.')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true); // unchanged
    fireEvent.click(roleChoice(dialog, 'Jobs Admin'));
    fireEvent.click(save);
    expect(
      await screen.findByText('priya.hr is now a Jobs Admin; their sessions ended.'),
    ).toBeTruthy();
    expect(within(row('priya.hr')).getByText('Jobs Admin')).toBeTruthy();
    expect(JSON.parse(calls.find((c) => c.url.pathname === '/api/admin/users/2')!.body!)).toEqual({
      role: 'jobs_admin',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Change role of admin' }));
    dialog = await screen.findByRole('dialog', { name: 'Change role of admin' });
    expect(within(dialog).getByText(/you will be logged out/)).toBeTruthy();
    fireEvent.click(roleChoice(dialog, 'Kavach Admin'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('form-problem').textContent).toBe(LAST_ADMIN),
    );
    expect(within(row('admin')).getByText('System Admin')).toBeTruthy();
    expect(sessionStore.get()).not.toBeNull();
  });

  it('a successful change of your own role ends your session', async () => {
    stubFetch({
      'GET /api/admin/users': () => usersPage([ADMIN, PRIYA]),
      'PATCH /api/admin/users/1': () => ({
        success: true,
        message: 'Account admin updated.',
        user: { ...ADMIN, role: 'kavach_admin', roleLabel: 'Kavach Admin' },
      }),
    });
    render(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change role of admin' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(roleChoice(dialog, 'Kavach Admin'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(sessionStore.endReason()).toBe('Your session has ended. Please log in again.');
  });

  it('disables and enables after a confirmation naming the user; refusals are red', async () => {
    const store = accountStore(ADMIN, PRIYA);
    const { calls } = stubFetch({
      'GET /api/admin/users': store.page,
      'PATCH /api/admin/users/1': () => conflict('You cannot disable your own account.'),
      'PATCH /api/admin/users/2': async (_url, req) => {
        const { disabled } = (await req.json()) as { disabled: boolean };
        return store.saved({
          success: true,
          message: disabled
            ? 'priya.hr is disabled; their sessions ended.'
            : 'priya.hr is enabled and can sign in.',
          user: { ...PRIYA, disabled },
        });
      },
    });
    render(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable priya.hr' }));
    expect((await screen.findByTestId('confirm-text')).textContent).toBe(
      'Disable priya.hr? They are logged out at once and cannot log in until enabled.',
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('priya.hr is disabled; their sessions ended.')).toBeTruthy();
    expect(within(row('priya.hr')).getByText('Disabled')).toBeTruthy();
    expect(JSON.parse(calls.filter((c) => c.method === 'PATCH').at(-1)!.body!)).toEqual({
      disabled: true,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Enable priya.hr' }));
    await waitFor(() =>
      expect(screen.getByTestId('confirm-text').textContent).toContain('Enable priya.hr?'),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(within(row('priya.hr')).getByText('Active')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Disable admin' }));
    await waitFor(() =>
      expect(screen.getByTestId('confirm-text').textContent).toContain('Disable admin?'),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
    const message = await screen.findByText('You cannot disable your own account.');
    expect(message.closest('[data-testid=tab-message]')!.getAttribute('data-tone')).toBe('error');
  });

  it('resets a password (a new temporary password) and removes two-factor', async () => {
    const stepUp = fakeStepUp();
    const store = accountStore(ADMIN, {
      ...PRIYA,
      twoFactorEnabled: true,
      mustChangePassword: false,
    });
    const { calls } = stubFetch({
      ...stepUp.routes,
      'GET /api/admin/users': store.page,
      'POST /api/admin/users/2/password-reset': () =>
        store.saved({
          success: true,
          message: 'priya.hr has a temporary password; their sessions ended.',
          user: { ...PRIYA, twoFactorEnabled: true, mustChangePassword: true },
          temporaryPassword: 'wxyz-1234-5678-9abc',
          temporaryPasswordExpiresAt: '2026-11-26T09:00:00.000Z',
          signInPanel: 'jobs-admin',
        }),
      // The admin signed in more than 5 minutes ago: the step-up asks for proof first.
      'DELETE /api/admin/users/2/two-factor': stepUp.guarded(() =>
        store.saved({
          success: true,
          message: 'priya.hr no longer has two-factor sign-in; their sessions ended.',
          user: { ...PRIYA, twoFactorEnabled: false },
        }),
      ),
    });
    renderWithStepUp(<Tab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password of priya.hr' }));
    expect((await screen.findByTestId('confirm-text')).textContent).toContain(
      'Reset the password of priya.hr?',
    );
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset password' }),
    );
    expect((await screen.findByTestId('temporary-password')).textContent).toBe(
      'wxyz-1234-5678-9abc',
    );
    expect(within(row('priya.hr')).getByText('Must set password')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('temporary-password')).toBeNull());
    expect(sessionStore.get()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove two-factor of priya.hr' }));
    await waitFor(() =>
      expect(screen.getByTestId('confirm-text').textContent).toBe(
        'Remove two-factor sign-in of priya.hr? Use this for a user who lost their phone. They can set it up again at next login.',
      ),
    );
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove two-factor' }),
    );
    const confirmIt = await enterPassword('not it');
    expect((await within(confirmIt).findByTestId('step-up-error')).textContent).toBe(
      WRONG_PASSWORD,
    );
    await enterPassword(PASSWORD);
    expect(
      await screen.findByText('priya.hr no longer has two-factor sign-in; their sessions ended.'),
    ).toBeTruthy();
    expect(within(row('priya.hr')).getByText('Off')).toBeTruthy();
    expect(within(row('priya.hr')).queryByRole('button', { name: /Remove two-factor/ })).toBeNull();
    // The DELETE refused, the password twice (a wrong one, the right one), the same DELETE again.
    expect(
      calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url.pathname} ${c.body}`),
    ).toEqual([
      'POST /api/admin/users/2/password-reset {}',
      'DELETE /api/admin/users/2/two-factor {}',
      'POST /api/account/step-up {"currentPassword":"not it"}',
      'POST /api/account/step-up {"currentPassword":"my password"}',
      'DELETE /api/admin/users/2/two-factor {}',
    ]);
  });

  it('pages on the server, 20 accounts a page: page 2 is asked for when it is chosen', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/users': (url) =>
        url.searchParams.get('page') === '2'
          ? usersPage([ODD], 2, 2, 21)
          : usersPage([ADMIN, PRIYA], 1, 2, 21),
    });
    render(<UsersTab />);
    expect(await screen.findByText('Showing 21 of 21 users')).toBeTruthy();
    expect(screen.queryByText('legacy')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(row('legacy')).toBeTruthy());
    const asked = calls
      .filter((c) => c.url.pathname === '/api/admin/users')
      .map((c) => [c.url.searchParams.get('page'), c.url.searchParams.get('pageSize')]);
    expect(asked).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
  });

  it('shows the forbidden view on 403 and the load error otherwise', async () => {
    stubFetch({
      'GET /api/admin/users': () =>
        Response.json({ statusCode: 403, message: 'Forbidden' }, { status: 403 }),
    });
    const { unmount } = render(<UsersTab />);
    expect(await screen.findByTestId('forbidden')).toBeTruthy();
    unmount();
    stubFetch({ 'GET /api/admin/users': () => new Response('', { status: 500 }) });
    render(<UsersTab />);
    expect(await screen.findByText(/^Error loading users/)).toBeTruthy();
  });
});

describe('Users: a change the step-up guards (Change role)', () => {
  let store = accountStore(ADMIN, PRIYA);
  stepUpTests({
    tab: () => <Tab />,
    setup: () => {
      store = accountStore(ADMIN, PRIYA);
    },
    action: 'PATCH /api/admin/users/2',
    answer: () =>
      store.saved({
        success: true,
        message: 'priya.hr is now a Jobs Admin; their sessions ended.',
        user: { ...PRIYA, role: 'jobs_admin', roleLabel: 'Jobs Admin' },
      }),
    routes: {
      'GET /api/admin/users': () => store.page(),
      'GET /api/admin/users/roles': () => ROLES,
    },
    start: async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Change role of priya.hr' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(roleChoice(dialog, 'Jobs Admin'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    },
    done: async () => {
      expect(
        await screen.findByText('priya.hr is now a Jobs Admin; their sessions ended.'),
      ).toBeTruthy();
      expect(within(row('priya.hr')).getByText('Jobs Admin')).toBeTruthy();
    },
  });
});
