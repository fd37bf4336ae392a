/** What the Content tab's suites share: drafts made through the API, opening the tab and an item. */
import type { Locator, Page } from '@playwright/test';
import {
  anotherBrowser,
  apiLogin,
  E2E,
  expect,
  openAs,
  settled,
  type LoginAnswer,
} from './helpers';

/** Calls the API as `login` (the setup of a test, not what it checks). */
export async function asUser(login: LoginAnswer, method: string, path: string, body?: object) {
  const res = await fetch(`${E2E.apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${login.token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { data: { id: number; slug: string } } };
}

export async function newsDraft(title: string) {
  const login = await apiLogin('kavach');
  const { status, json } = await asUser(login, 'POST', '/api/admin/content/news', {
    title,
    date: '2026-11-20',
    fields: { image: '/images/news/pune.jpg', description: 'A short description.' },
  });
  expect(status).toBe(201);
  return json.data;
}

export async function openNews(page: Page, user: 'editor' | 'kavach', search?: string) {
  await openAs(page, user, '/admin?tab=content');
  const tab = page.getByTestId('content-tab');
  await tab.getByLabel('Kind').selectOption({ label: 'News' });
  if (!search) return tab;
  // The list reloads for the search after a pause: a click before it lands could meet the
  // list's loading state instead of the row, so this waits for the searched list, drawn.
  const searched = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/admin/content/news' && url.searchParams.get('search') === search;
  });
  await tab.getByRole('searchbox', { name: 'Search news' }).fill(search);
  await searched;
  await settled(tab);
  return tab;
}

export async function openItem(page: Page, title: string) {
  await page.getByRole('button', { name: `Open: ${title}` }).click();
  return page.getByRole('dialog', { name: 'Edit news item' });
}

/** An item's row, found by its button (an empty list's text may name the search too). */
export const rowOf = (region: Locator, title: string) =>
  region.getByRole('button', { name: new RegExp(`^(Open|Restore): ${title}$`) });

/** A page of a second person (a publisher beside an editor), in a context of their own. */
export async function pageAs(page: Page) {
  return (await anotherBrowser(page)).newPage();
}
