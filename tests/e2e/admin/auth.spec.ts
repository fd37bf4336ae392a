/**
 * Login, roles, session keeping and ending; each panel's own stored session; the tab strip.
 */
import type { Page } from '@playwright/test';
import {
  apiLogin,
  captchaState,
  createUser,
  DATE_TIME,
  E2E,
  expect,
  fillLogin,
  openAs,
  openTab,
  scrollTabStrip,
  shot,
  storeSession,
  tabNames,
  tabsInView,
  test,
  USERS,
  withDb,
} from './helpers';

const ALL_TABS = [
  'Session Manager',
  'Contact Us Details',
  'Registration Details',
  'Subscribe Details',
  'Newsletters',
  'Content',
  'Jobs Manager',
  'Career Applications',
  'Audit Log',
  'Mail Outbox',
  'Users',
  'Privacy Requests',
  'Integrations',
];

test.describe('login panel', () => {
  test('logs in, shows the role badge and the Last login line', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await fillLogin(page, USERS.kavach.username, USERS.kavach.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('role-badge')).toHaveText('Kavach Admin');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The previous login is shown (en-IN), or that this is the first one.
    await expect(page.getByTestId('last-login')).toHaveText(
      new RegExp(`^Last login: (this is your first login\\.|${DATE_TIME})$`),
    );
    // The token, the expiry timestamp and the role are stored.
    const stored = await page.evaluate(() => [
      localStorage.getItem('adminToken'),
      localStorage.getItem('adminTokenExpiry'),
      localStorage.getItem('adminRole'),
    ]);
    expect(stored[0]).toBeTruthy();
    expect(Number(stored[1])).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(stored[2]).toBe('kavach_admin');
  });

  test("a user's first login says so, the next shows the previous one", async ({ page }) => {
    const username = `fresh${Date.now()}`;
    createUser(username, 'kavach_admin', 'fresh user password 1');
    await page.goto('/admin');
    await fillLogin(page, username, 'fresh user password 1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('last-login')).toHaveText(
      'Last login: this is your first login.',
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await fillLogin(page, username, 'fresh user password 1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('last-login')).toHaveText(
      new RegExp(`^Last login: ${DATE_TIME}$`),
    );
  });

  test('"Last login" means the same in the header and in Users: the sign-in before this one', async ({
    page,
  }) => {
    // A sign-in two days ago, before the one below (the API's lastLoginAt is then this one).
    await apiLogin('admin');
    await withDb((db) =>
      db.query(
        `UPDATE users SET last_login_at = now() - interval '2 days' WHERE username = 'admin'`,
      ),
    );
    await page.goto('/admin');
    await fillLogin(page, USERS.admin.username, USERS.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const header = page.getByTestId('last-login');
    await expect(header).toHaveText(new RegExp(`^Last login: ${DATE_TIME}$`));
    const previous = (await header.innerText()).replace('Last login: ', '');
    await openTab(page, 'Users', 'users-tab');
    const own = page.getByRole('row').filter({ hasText: '(you)' });
    await expect(own.locator('td[data-label="Last login"]')).toHaveText(previous);
  });

  test('asks for the captcha before sending', async ({ page }) => {
    await page.goto('/admin');
    await fillLogin(page, USERS.admin.username, USERS.admin.password, false);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      "Please tick “I'm not a robot” and wait until it says Verified.",
    );
  });

  test('wrong password: the server message, and the captcha is reset', async ({ page }) => {
    await page.goto('/admin');
    await fillLogin(page, USERS.admin.username, 'not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'Invalid credentials. Please try again.',
    );
    await expect.poll(() => captchaState(page)).not.toBe('verified');
    await expect(page.getByRole('tablist')).toHaveCount(0);
  });

  test('lockout after repeated failures shows the server message', async ({ page }) => {
    await page.goto('/admin');
    const username = `locked-${Date.now()}`;
    let message = '';
    for (let i = 0; i < 7; i++) {
      await fillLogin(page, username, 'wrong password');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByTestId('login-error')).toBeVisible();
      message = (await page.getByTestId('login-error').textContent()) ?? '';
      if (message !== 'Invalid credentials. Please try again.') break;
    }
    expect(message).not.toBe('Invalid credentials. Please try again.');
    expect(message).toMatch(/too many|try again/i);
  });

  test('network failure message', async ({ page }) => {
    await page.goto('/admin');
    await fillLogin(page, USERS.admin.username, USERS.admin.password);
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'Network error. Please check your connection and try again.',
    );
  });
});

test.describe('/jobs-admin', () => {
  test('is the Jobs Management Panel and refuses other roles', async ({ page }) => {
    await page.goto('/jobs-admin');
    await expect(page.getByRole('heading', { name: 'Jobs Management Panel' })).toBeVisible();
    await expect(page.getByText('Access job postings and career applications')).toBeVisible();
    await fillLogin(page, USERS.kavach.username, USERS.kavach.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'You do not have access to this panel.',
    );
    expect(
      await page.evaluate(() => [
        localStorage.getItem('jobsAdminToken'),
        localStorage.getItem('adminToken'),
      ]),
    ).toEqual([null, null]);
  });

  test('admits HR with only the jobs tabs, default Jobs Manager', async ({ page }) => {
    await page.goto('/jobs-admin');
    await fillLogin(page, USERS.hr.username, USERS.hr.password);
    const [request] = await Promise.all([
      page.waitForRequest('**/api/auth/login'),
      page.getByRole('button', { name: 'Login' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      username: USERS.hr.username,
      panel: 'jobs-admin',
    });
    await expect(page.getByTestId('role-badge')).toHaveText('HR Manager');
    expect(await tabNames(page)).toEqual(['Jobs Manager', 'Career Applications']);
    await expect(page.getByRole('tab', { name: 'Jobs Manager' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/\/jobs-admin\?tab=jobs$/);
    // Stored as the jobs panel's session; the /admin panel has none.
    expect(
      await page.evaluate(() => [
        !!localStorage.getItem('jobsAdminToken'),
        localStorage.getItem('adminToken'),
      ]),
    ).toEqual([true, null]);
  });

  test('a Kavach Admin signed in on /admin who opens /jobs-admin gets its login; /admin stays signed in', async ({
    page,
  }) => {
    const login = await openAs(page, 'kavach');
    await page.goto('/jobs-admin');
    // The jobs panel has no session of its own: its login, without a "session ended" message.
    await expect(page.getByRole('heading', { name: 'Jobs Management Panel' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByTestId('session-ended')).toHaveCount(0);
    // Signing in there as a Kavach Admin is refused and changes nothing for /admin either.
    await fillLogin(page, USERS.kavach.username, USERS.kavach.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'You do not have access to this panel.',
    );
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBe(login.token);
    const me = await fetch(`${E2E.apiUrl}/api/auth/me`, {
      headers: { Authorization: `Bearer ${login.token}` },
    });
    expect(me.status).toBe(200);
    await page.goto('/admin');
    await expect(page.getByTestId('role-badge')).toHaveText('Kavach Admin');
    await expect(page.getByRole('tab', { name: 'Session Manager' })).toBeVisible();
  });
});

test.describe('tabs per role (server permissions)', () => {
  test('admin sees every tab, default Session Manager', async ({ page }) => {
    await openAs(page, 'admin');
    expect(await tabNames(page)).toEqual(ALL_TABS);
    await expect(page.getByRole('tab', { name: 'Session Manager' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('role-badge')).toHaveText('System Admin');
  });

  test('kavach_admin sees its six tabs', async ({ page }) => {
    await openAs(page, 'kavach');
    expect(await tabNames(page)).toEqual(ALL_TABS.slice(0, 6));
  });

  test('hr_manager on /admin sees only jobs and applications, falling back to Jobs Manager', async ({
    page,
  }) => {
    await openAs(page, 'hr', '/admin?tab=contacts');
    expect(await tabNames(page)).toEqual(['Jobs Manager', 'Career Applications']);
    await expect(page.getByRole('tab', { name: 'Jobs Manager' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/tab=jobs/);
  });

  test('content_editor sees only Content', async ({ page }) => {
    await openAs(page, 'editor', '/admin?tab=contacts');
    expect(await tabNames(page)).toEqual(['Content']);
    await expect(page.getByTestId('role-badge')).toHaveText('Content Editor');
    await expect(page).toHaveURL(/tab=content/);
  });

  test('jobs_admin on /jobs-admin sees only jobs and applications', async ({ page }) => {
    await openAs(page, 'jobs', '/jobs-admin', 'jobs-admin');
    expect(await tabNames(page)).toEqual(['Jobs Manager', 'Career Applications']);
    await expect(page.getByTestId('role-badge')).toHaveText('Jobs Admin');
  });
});

test.describe('the tab strip on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows that more tabs are off to the side; its chevrons bring every tab into view', async ({
    page,
  }) => {
    // Instant scrolling (the strip honours reduced motion), so each look sees where a click ends.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openAs(page, 'admin');
    const more = page.getByTestId('tabs-more-end');
    const back = page.getByTestId('tabs-more-start');
    // At the start: more to the right, nothing to the left, and the last tab out of view.
    await expect(more).toBeVisible();
    await expect(back).toHaveCount(0);
    expect(await tabsInView(page)).not.toContain('Integrations');
    const seen = await scrollTabStrip(page, 'end');
    expect([...seen].sort()).toEqual([...ALL_TABS].sort());
    // At the end: nothing more to the right, the way back to the left.
    await expect(back).toBeVisible();
    await page.getByRole('tab', { name: 'Integrations' }).click();
    await expect(page.getByTestId('integrations-tab')).toBeVisible();
    await scrollTabStrip(page, 'start');
    await expect(more).toBeVisible();
    expect((await tabsInView(page)).slice(0, 2)).toEqual(['Session Manager', 'Contact Us Details']);
  });

  test('no chevron when every tab fits (HR on /jobs-admin), nor on a wide screen', async ({
    page,
  }) => {
    await openAs(page, 'hr', '/jobs-admin', 'jobs-admin');
    expect(await tabsInView(page)).toEqual(['Jobs Manager', 'Career Applications']);
    await expect(page.getByTestId('tabs-more-end')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('tabs-more-end')).toHaveCount(0);
  });
});

/**
 * The labels of the tabs wholly in view and clear of the chevrons (CHEVRON_PX of TabBar.tsx wide,
 * on a side that has more tabs).
 */
async function tabsClearOfChevrons(page: Page): Promise<string[]> {
  const chevron = 44;
  const start = (await page.getByTestId('tabs-more-start').count()) > 0 ? chevron : 0;
  const end = (await page.getByTestId('tabs-more-end').count()) > 0 ? chevron : 0;
  return page.getByRole('tablist', { name: 'Sections' }).evaluate(
    (strip, [left, right]) => {
      const box = strip.getBoundingClientRect();
      return [...strip.querySelectorAll('[role=tab]')]
        .filter((t) => {
          const r = t.getBoundingClientRect();
          return r.left >= box.left + left - 1 && r.right <= box.right - right + 1;
        })
        .map((t) => t.querySelector('.kv-tab__label')?.textContent ?? '');
    },
    [start, end] as const,
  );
}

test.describe('the tab strip keeps its layout', () => {
  /** Each tab's box on screen, by label. */
  function boxes(page: Page) {
    return page.getByRole('tab').evaluateAll((tabs) =>
      tabs.map((t) => {
        const r = t.getBoundingClientRect();
        const label = t.querySelector('.kv-tab__label')?.textContent ?? '';
        return { label, top: r.top, left: Math.round(r.left), width: Math.round(r.width) };
      }),
    );
  }

  for (const width of [390, 1280])
    test(`at ${width} px: ${width < 1024 ? 'one row' : 'every tab in view'}, and choosing a tab moves no tab`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // New items on the inbox tabs, so their badges are part of the row.
      const ids = await withDb(async (db) =>
        (
          await db.query(
            `INSERT INTO contacts (name, email, message) VALUES ('Strip Person', 'strip@example.com', 'Hello') RETURNING id`,
          )
        ).rows.map((r: { id: number }) => r.id),
      );
      try {
        await openAs(page, 'admin');
        await expect(page.getByTestId('tab-new-contacts')).toBeVisible();
        const before = await boxes(page);
        expect(before.map((b) => b.label)).toEqual(ALL_TABS);
        if (width < 1024) {
          // One row: every tab at the same height, the ones that do not fit off to the side.
          expect(new Set(before.map((b) => b.top)).size).toBe(1);
          await expect(page.getByTestId('tabs-more-end')).toBeVisible();
        } else {
          // A wide screen shows every tab (in two rows), none behind a chevron.
          await expect(page.getByTestId('tabs-more-end')).toHaveCount(0);
          expect(new Set(before.map((b) => b.top)).size).toBe(2);
          for (const b of before) expect(b.left + b.width, b.label).toBeLessThanOrEqual(width);
        }
        await shot(page, `tab-strip-${width}-first`);

        // Choose each tab that is in full view, and Session Manager again: nothing moves. A tab
        // under a chevron's fade is not in full view: choosing it scrolls it clear of the chevron.
        const inView = await tabsClearOfChevrons(page);
        expect(inView[0]).toBe('Session Manager');
        for (const label of [...inView.slice(1), inView[0]]) {
          await page.getByRole('tab', { name: new RegExp(`^${label}`) }).click();
          await expect(page.getByRole('tab', { name: new RegExp(`^${label}`) })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          expect(await boxes(page), `after choosing ${label}`).toEqual(before);
        }
        await page.getByRole('tab', { name: /^Contact Us Details/ }).click();
        await shot(page, `tab-strip-${width}-contacts`);
      } finally {
        await withDb((db) => db.query('DELETE FROM contacts WHERE id = ANY($1)', [ids]));
      }
    });
});

test.describe('session keeping', () => {
  test('a reload keeps the tab and the session', async ({ page }) => {
    await openAs(page, 'admin');
    await openTab(page, 'Registration Details', 'registrations-tab');
    await expect(page).toHaveURL(/\?tab=registrations$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Registration Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('registrations-tab')).toBeVisible();
    await expect(page.getByTestId('role-badge')).toHaveText('System Admin');
  });

  test('a stored session past its expiry is not honoured, and the login says it expired', async ({
    page,
  }) => {
    await openAs(page, 'admin');
    await page.evaluate(() => localStorage.setItem('adminTokenExpiry', String(Date.now() - 1000)));
    await page.reload();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByTestId('session-ended')).toHaveText(
      'Your session has expired. Please log in again.',
    );
    expect(
      await page.evaluate(() => [
        localStorage.getItem('adminToken'),
        localStorage.getItem('adminRole'),
      ]),
    ).toEqual([null, null]);
  });

  test('expiry while the page is open logs out with a message', async ({ page }) => {
    const login = await apiLogin('admin');
    // Expires a minute after the page opens, which the page's clock is then moved past: no
    // waiting, and a slow page load cannot outlast the session.
    await page.clock.install();
    await storeSession(page.context(), login, Date.now() + 60_000);
    await page.goto('/admin');
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByTestId('session-ended')).toHaveCount(0);
    await page.clock.fastForward(61_000);
    await expect(page.getByTestId('session-ended')).toHaveText(
      'Your session has expired. Please log in again.',
    );
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('a 401 from any call logs out with a message', async ({ page }) => {
    const login = await openAs(page, 'admin', '/admin?tab=contacts');
    await expect(page.getByTestId('contacts-tab')).toBeVisible();
    // The start-up calls (/me, the list) have their answers before the token is revoked.
    await page.waitForLoadState('networkidle');
    // The token is revoked elsewhere (e.g. logout in another browser).
    await fetch(`${E2E.apiUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${login.token}` },
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('session-ended')).toHaveText(
      'Your session has ended. Please log in again.',
    );
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('after a 401 the next login lands on the tab the user was on', async ({ page }) => {
    const login = await openAs(page, 'admin', '/admin?tab=registrations');
    await expect(page.getByTestId('registrations-tab')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await fetch(`${E2E.apiUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${login.token}` },
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('session-ended')).toBeVisible();
    await fillLogin(page, USERS.admin.username, USERS.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('tab', { name: 'Registration Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('registrations-tab')).toBeVisible();
    await expect(page).toHaveURL(/\?tab=registrations$/);
  });

  test('Logout clears the stored values and revokes the token', async ({ page }) => {
    const login = await openAs(page, 'admin');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('admin'))),
    ).toEqual([]);
    const me = await fetch(`${E2E.apiUrl}/api/auth/me`, {
      headers: { Authorization: `Bearer ${login.token}` },
    });
    expect(me.status).toBe(401);
  });

  test('a 403 inside a tab keeps the session', async ({ page }) => {
    await page.route('**/api/admin/contacts?*', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' }),
      }),
    );
    await openAs(page, 'admin', '/admin?tab=contacts');
    await expect(page.getByTestId('forbidden')).toHaveText(
      'You do not have access to this section.',
    );
    await expect(page.getByTestId('role-badge')).toBeVisible();
    await openTab(page, 'Session Manager', 'sessions-tab');
  });
});
