/**
 * The newsletter's double opt-in and unsubscribe in a real browser against the real API: sign
 * up in the footer, read the confirmation mail the API wrote (no SMTP_URL: .eml files, read
 * through the gateway's /__mails), open its link, press "Confirm subscription", then open the
 * welcome mail's unsubscribe link and press "Unsubscribe". Opening a page changes nothing.
 * Screenshots of both pages at 390 px and 1280 px go to test-results/newsletter-pages/.
 */
import { axeResults } from '../axe.mjs';
import path from 'node:path';
import type { ParsedMail } from '../../../api/test/helpers/smtp-capture';
import { expect, GATEWAY, HTTP_ONLY, hydrated, mailTo, ONE_WIDTH, test } from './helpers';

const SHOTS = path.resolve(__dirname, '../../../test-results/newsletter-pages');

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: import('@playwright/test').Page) {
  const { violations } = await axeResults(page, { violationsOnly: true });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The path and query of the URL after "label: " in the mail's text (the API's site URL differs). */
function linkIn(mail: ParsedMail, label: string): string {
  const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text)?.[1];
  expect(url, `"${label}" link in the mail`).toBeTruthy();
  const u = new URL(url!);
  return `${u.pathname}${u.search}`;
}

test('sign up in the footer, confirm from the mail, then unsubscribe from the welcome mail', async ({
  page,
  request,
}, testInfo) => {
  const width = testInfo.project.name;
  const email = `walk-${width}-${Date.now()}@example.com`;

  // The footer form.
  await page.goto('/coming-soon');
  await hydrated(page);
  const form = page.getByTestId('newsletter-form');
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  // The sentence is in the confirmation that replaces the form.
  const done = page.getByTestId('newsletter-confirmation');
  await expect(done.getByTestId('newsletter-message')).toHaveText(
    'Check your inbox to confirm your subscription.',
  );
  await expect(done).toContainText(
    `If ${email} is new to our list, a link to confirm is on its way`,
  );

  // The confirmation mail and its link.
  const confirmation = await mailTo(request, email, 'newsletter.confirmation');
  expect(confirmation.header('subject')).toBe(
    'Confirm your subscription to the Kavach Genomics newsletter',
  );
  const confirmPath = linkIn(confirmation, 'Confirm your subscription');
  expect(confirmPath).toMatch(/^\/newsletter\/confirm\?token=/);
  const token = new URLSearchParams(confirmPath.split('?')[1]).get('token')!;
  const state = async () =>
    (
      await request.get(`${GATEWAY}/api/subscriptions/confirm?token=${encodeURIComponent(token)}`)
    ).json() as Promise<{ subscription?: string; message: string }>;

  // Opening the page (as a link scanner would) confirms nothing.
  const html = await (await request.get(confirmPath)).text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toMatch(/<h1[^>]*>Confirm your subscription<\/h1>/);
  await page.goto(confirmPath);
  await hydrated(page);
  const confirmPage = page.getByTestId('newsletter-confirm');
  await expect(confirmPage.getByRole('heading', { level: 1 })).toHaveText(
    'Confirm your subscription',
  );
  const confirmButton = confirmPage.getByRole('button', { name: 'Confirm subscription' });
  await expect(confirmButton).toBeVisible();
  expect((await state()).subscription).toBe('pending');
  await page.screenshot({ path: path.join(SHOTS, `confirm-${width}.png`), fullPage: false });
  expect(await seriousViolations(page)).toEqual([]);

  await confirmButton.click();
  await expect(confirmPage.getByRole('status')).toHaveText(
    'Your subscription is confirmed. Thank you!',
  );
  await expect(confirmButton).toHaveCount(0);
  expect((await state()).subscription).toBe('confirmed');
  await page.screenshot({ path: path.join(SHOTS, `confirmed-${width}.png`), fullPage: false });
  // Opening the link again says so at once, without a button.
  await page.reload();
  await expect(confirmPage.getByRole('status')).toHaveText(
    'Your subscription is confirmed. Thank you!',
  );
  await expect(confirmPage.getByRole('button')).toHaveCount(0);

  // The welcome mail: its body links to the unsubscribe page; its headers offer one-click.
  const welcome = await mailTo(request, email, 'newsletter.welcome');
  expect(welcome.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(welcome.header('list-unsubscribe')).toMatch(
    /^<http:\/\/localhost:3000\/api\/subscriptions\/unsubscribe\?token=[^>]+>, <mailto:info@kavach\.example\?subject=unsubscribe%20[^>]+>$/,
  );
  const unsubscribePath = linkIn(welcome, 'Unsubscribe');
  expect(unsubscribePath).toMatch(/^\/newsletter\/unsubscribe\?token=/);

  // A mail client without one-click opens the List-Unsubscribe URL: the API answers the GET
  // with a 303 to the same page the body links to, and removes nothing.
  const oneClick = new URL(/^<([^>]+)>/.exec(welcome.header('list-unsubscribe')!)![1]);
  await page.goto(`${oneClick.pathname}${oneClick.search}`);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === unsubscribePath);
  await hydrated(page);
  const unsubscribePage = page.getByTestId('newsletter-unsubscribe');
  await expect(unsubscribePage.getByRole('heading', { level: 1 })).toHaveText(
    'Unsubscribe from the newsletter',
  );
  expect((await state()).subscription).toBe('confirmed');
  await page.screenshot({ path: path.join(SHOTS, `unsubscribe-${width}.png`), fullPage: false });
  expect(await seriousViolations(page)).toEqual([]);
  // The same page keeps the newsletter in another language instead: the API saves the choice.
  const language = page.getByTestId('newsletter-language');
  await language.getByRole('radio', { name: 'मराठी' }).check();
  await language.getByRole('button', { name: 'Save language' }).click();
  await expect(page.getByTestId('newsletter-language-message')).toHaveText(
    'Saved. Until the newsletter is written in the language you chose, it comes in English.',
  );
  await unsubscribePage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByTestId('newsletter-unsubscribe-message')).toHaveText(
    'You have been unsubscribed. You will receive no more newsletters from us.',
  );
  await expect(language).toHaveCount(0);
  await expect(unsubscribePage.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, `unsubscribed-${width}.png`), fullPage: false });
  // The subscription is gone: its confirmation link no longer names anything.
  expect((await state()).message).toBe(
    'This confirmation link is not valid. Please subscribe again.',
  );
});

test(
  'links that cannot be used say so at once, with no button',
  ONE_WIDTH,
  async ({ page }, testInfo) => {
    await page.goto('/newsletter/confirm?token=1.4102444800.forged');
    await expect(page.getByTestId('newsletter-confirm').getByRole('status')).toHaveText(
      'This confirmation link is not valid. Please subscribe again with the form at the bottom of this page.',
    );
    await expect(page.getByTestId('newsletter-confirm').getByRole('button')).toHaveCount(0);
    await page.screenshot({
      path: path.join(SHOTS, `confirm-invalid-${testInfo.project.name}.png`),
      fullPage: false,
    });
    await page.goto('/newsletter/unsubscribe');
    await expect(page.getByTestId('newsletter-unsubscribe-message')).toContainText(
      'This unsubscribe link is not valid.',
    );
    // A forged token: the button is there (the page cannot check it), the API refuses it.
    await page.goto('/newsletter/unsubscribe?token=1.forged');
    await hydrated(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByTestId('newsletter-unsubscribe-message')).toContainText(
      'This unsubscribe link is not valid.',
    );
  },
);

test(
  'a List-Unsubscribe URL with a token that is not ours: the API says so in JSON',
  HTTP_ONLY,
  async ({ request }) => {
    const res = await request.get('/api/subscriptions/unsubscribe?token=1.forged', {
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe('This unsubscribe link is not valid.');
  },
);

test(
  "in Marathi: the footer's sign-up says the API's refusal and its confirmation in Marathi; the confirmation mail and the page its link opens are Marathi",
  ONE_WIDTH,
  async ({ page, request }) => {
    await page.goto('/mr/coming-soon');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'माहिती मिळवत राहा' })).toBeVisible();
    const form = page.getByTestId('newsletter-form');
    await form.scrollIntoViewIfNeeded();
    // An address the browser lets through and the API refuses (no dot after the @): the
    // message is chosen by the answer's code and said in the page's language.
    const field = form.getByRole('textbox', { name: 'ईमेल पत्ता' });
    await field.fill('asha@example');
    await form.getByRole('button', { name: 'सदस्य व्हा' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'ईमेल पत्ता चुकीचा आहे. कृपया तपासून पुन्हा प्रयत्न करा.',
    );
    // The legal notice is still English, and says so to screen readers.
    await expect(form.locator('p[lang="en"]')).toContainText('Privacy Policy');

    const email = `marathi-${Date.now()}@example.com`;
    await field.fill(email);
    await form.getByRole('button', { name: 'सदस्य व्हा' }).click();
    const done = page.getByTestId('newsletter-confirmation');
    await expect(done.getByTestId('newsletter-message')).toHaveText(
      'सदस्यत्वाची पुष्टी करण्यासाठी तुमचा इनबॉक्स पाहा.',
    );
    await expect(done).toContainText(`${email} आमच्या यादीत नवीन असल्यास`);
    await expect(done.getByRole('button', { name: 'दुसरा पत्ता नोंदवा' })).toBeVisible();
    // The mail the real API wrote asks in Marathi, and its link opens the Marathi page, which
    // confirms in Marathi.
    const mail = await mailTo(request, email, 'newsletter.confirmation');
    expect(mail.header('subject')).toBe('Kavach Genomics च्या न्यूजलेटरच्या सदस्यत्वाची पुष्टी करा');
    const link = /^तुमच्या सदस्यत्वाची पुष्टी करा: (\S+)$/m.exec(mail.text)?.[1];
    expect(new URL(link!).pathname).toBe('/mr/newsletter/confirm');
    const url = new URL(link!);
    await page.goto(url.pathname + url.search);
    await hydrated(page);
    const confirm = page.getByTestId('newsletter-confirm');
    await expect(confirm.getByRole('heading', { level: 1 })).toHaveText('तुमच्या सदस्यत्वाची पुष्टी करा');
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await confirm.getByRole('button', { name: 'सदस्यत्वाची पुष्टी करा' }).click();
    await expect(confirm.getByTestId('newsletter-confirm-message')).toHaveText(
      'तुमच्या सदस्यत्वाची पुष्टी झाली आहे. धन्यवाद!',
    );
  },
);
