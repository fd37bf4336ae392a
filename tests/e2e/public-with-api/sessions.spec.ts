/**
 * /our-sessions: banners of the active
 * sessions from GET /api/sessions in the server HTML, the registration modal prefilled with the
 * first session, POST /api/registrations and its messages, 'No Sessions Available' and the
 * fallback session, against the real API. The gateway's /__control overrides make the list
 * empty or fail.
 */
import {
  expect,
  HTTP_ONLY,
  hydrated,
  mailTo,
  ONE_WIDTH,
  rowWidth,
  seriousViolations,
  setApi,
  solveCaptcha,
  test,
} from './helpers';

test.afterEach(async ({ request }) => setApi(request, { sessions: 'normal' }));

async function openModal(page: import('@playwright/test').Page) {
  await page.goto('/our-sessions');
  await hydrated(page);
  await page.getByRole('button', { name: 'Register for the Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register for the Session' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(dialog: import('@playwright/test').Locator) {
  await dialog.getByLabel(/^Name/).fill('Meera Iyer');
  await dialog.getByLabel('Email').fill('meera.iyer@example.in');
  await dialog.getByLabel('Phone').fill('9988776655');
  await dialog.getByLabel('Organization (optional)').fill('Lotus Clinic');
  await dialog.getByLabel('Message').fill('I would like to attend with my mother.');
}

test(
  'the sessions are in the server HTML (rendered per request)',
  HTTP_ONLY,
  async ({ request }) => {
    const res = await request.get('/our-sessions');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Our Session<\/h1>/);
    expect(html).toContain('data-testid="session-banner"');
    expect(html).toContain('Register for the Session');
  },
);

test(
  'Register opens the modal prefilled with the first session; Esc and close clear it',
  ONE_WIDTH,
  async ({ page }) => {
    await page.goto('/our-sessions');
    const first = page.getByTestId('session-banner').first();
    const date = (await first.locator('dd').nth(0).textContent())!.trim();
    const time = (await first.locator('dd').nth(1).textContent())!.trim();
    const mode = (await first.locator('dd').nth(2).textContent())!.trim();
    const dialog = await openModal(page);
    await expect(dialog.getByTestId('prefill-date')).toHaveText(date);
    await expect(dialog.getByTestId('prefill-time')).toHaveText(time);
    await expect(dialog.getByTestId('prefill-mode')).toHaveText(mode);
    // Focus is inside the dialog; Esc closes it and focus returns to the button.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Register for the Session' })).toBeFocused();
  },
);

test("each card's own Register opens the form with that session chosen and its full title", async ({
  page,
}, testInfo) => {
  await page.goto('/our-sessions');
  await hydrated(page);
  const cards = page.getByTestId('session-banner');
  await expect(cards).toHaveCount(2);
  const second = cards.nth(1);
  const title = (await second.getByRole('heading').textContent())!.trim();
  const date = (await second.locator('dd').nth(0).textContent())!.trim();
  const button = second.getByRole('button', { name: `Register for ${title}` });
  await expect(button).toHaveText('Register');
  // The spec's one button under the list stays.
  await expect(page.getByRole('button', { name: 'Register for the Session' })).toBeVisible();
  await button.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/sessions/cards-${testInfo.project.name}.png` });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Register for the Session' });
  await expect(dialog.getByTestId('prefill-title')).toHaveText(title);
  await expect(dialog.getByTestId('prefill-date')).toHaveText(date);
  await expect(dialog.getByLabel('Session')).toHaveValue('1');
  // The whole title is on screen, not cut off.
  const shown = dialog.getByTestId('prefill-title');
  expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: `/tmp/sessions/form-${testInfo.project.name}.png` });

  await fill(dialog);
  await solveCaptcha(page, dialog);
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/registrations') && r.method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Register' }).click();
  const ids = await page.evaluate(async () => {
    const res = await fetch('/api/sessions');
    return ((await res.json()) as { sessions: { id: number }[] }).sessions.map((x) => x.id);
  });
  expect((await sent).postDataJSON().sessionId).toBe(ids[1]);
  await expect(dialog.getByTestId('registration-message')).toHaveText(
    "Thanks for registering! We'll be in touch soon.",
  );

  // The first card's button chooses the first session.
  await dialog.getByRole('button', { name: 'Close' }).click();
  const firstTitle = (await cards.nth(0).getByRole('heading').textContent())!.trim();
  await cards
    .nth(0)
    .getByRole('button', { name: `Register for ${firstTitle}` })
    .click();
  await expect(dialog.getByTestId('prefill-title')).toHaveText(firstTitle);
  await expect(dialog.getByLabel('Session')).toHaveValue('0');
});

test(
  'validation messages, in order: required fields, email, phone, captcha',
  ONE_WIDTH,
  async ({ page }) => {
    const dialog = await openModal(page);
    const submit = dialog.getByRole('button', { name: 'Register' });
    const message = dialog.getByTestId('registration-message');
    await submit.click();
    await expect(message).toHaveText('Please fill in all required fields.');
    await fill(dialog);
    await dialog.getByLabel('Email').fill('meera@example');
    await submit.click();
    await expect(message).toHaveText('Invalid email address.');
    await dialog.getByLabel('Email').fill('meera.iyer@example.in');
    await dialog.getByLabel('Phone').fill('99887766');
    await submit.click();
    await expect(message).toHaveText('Invalid phone number. It should be 10 digits.');
    await dialog.getByLabel('Phone').fill('9988776655');
    await submit.click();
    await expect(message).toHaveText(
      "Please tick “I'm not a robot” and wait until it says Verified.",
    );
  },
);

test(
  "submit: 'Sending...', the JSON body, then a confirmation in place of the form; closing clears it",
  ONE_WIDTH,
  async ({ page }) => {
    const dialog = await openModal(page);
    const title = (await dialog.getByTestId('prefill-title').textContent())!.trim();
    await fill(dialog);
    await solveCaptcha(page, dialog);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/registrations', async (route) => {
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/registrations') && r.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByTestId('registration-message')).toHaveText('Sending...');
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const body = (await sent).postDataJSON();
    release();
    expect(body).toMatchObject({
      name: 'Meera Iyer',
      email: 'meera.iyer@example.in',
      phone: '9988776655',
      message: 'I would like to attend with my mother.',
      organization: 'Lotus Clinic',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.any(String),
      mode: expect.stringMatching(/^(online|offline|hybrid)$/),
      sessionId: expect.any(Number),
    });
    expect(body.captcha.length).toBeGreaterThan(20);
    await expect(dialog.getByTestId('registration-message')).toHaveText(
      "Thanks for registering! We'll be in touch soon.",
    );
    // The form gives way to a confirmation: focused, naming the session and the address.
    const confirmation = dialog.getByTestId('registration-confirmation');
    await expect(dialog.getByRole('heading', { name: 'You are registered' })).toBeFocused();
    await expect(confirmation).toContainText(`We are sending the details of ${title} (`);
    await expect(confirmation).toContainText('to meera.iyer@example.in.');
    await expect(dialog.getByTestId('registration-form')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/sessions/registered-${test.info().project.name}.png` });
    // "Register someone else": the empty form, its first field focused.
    await dialog.getByRole('button', { name: 'Register someone else' }).click();
    await expect(dialog.getByLabel(/^Name/)).toHaveValue('');
    await expect(confirmation).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    const reopened = await (async () => {
      await page.getByRole('button', { name: 'Register for the Session' }).click();
      return page.getByRole('dialog', { name: 'Register for the Session' });
    })();
    await expect(reopened.getByTestId('registration-message')).toHaveCount(0);
  },
);

test('messages clear after 10 s', ONE_WIDTH, async ({ page }) => {
  await page.clock.install();
  const dialog = await openModal(page);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByTestId('registration-message')).toBeVisible();
  await page.clock.fastForward(10_500);
  await expect(dialog.getByTestId('registration-message')).toHaveCount(0);
});

const rows: [string, number | 'abort', unknown, string][] = [
  [
    '400 generic',
    400,
    { statusCode: 400, error: 'Bad Request', message: 'Session is full.' },
    'Unable to submit registration. Please check your details and try again.',
  ],
  [
    'captcha',
    400,
    {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: "Please tick “I'm not a robot” and wait until it says Verified.",
      details: { captcha: "Please tick “I'm not a robot” and wait until it says Verified." },
      detailCodes: { captcha: 'CAPTCHA_REQUIRED' },
    },
    "Please tick “I'm not a robot” and wait until it says Verified.",
  ],
  [
    'invalid email',
    400,
    {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid email address.',
      details: { email: 'Invalid email address.' },
      detailCodes: { email: 'FIELD_INVALID' },
    },
    'Please check your email address and try again.',
  ],
  [
    'required',
    400,
    {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Name is required.',
      details: { name: 'Name is required.' },
      detailCodes: { name: 'FIELD_REQUIRED' },
    },
    'Please fill in all required fields.',
  ],
  [
    '429',
    429,
    { statusCode: 429, message: 'Too Many Requests' },
    'Too many attempts. Please try again in a minute.',
  ],
  [
    '503',
    503,
    { statusCode: 503, message: 'down' },
    'We could not save this right now. Please try again in a moment.',
  ],
  ['network failure', 'abort', null, 'Error sending registration. Please try again.'],
  [
    'session full (409)',
    409,
    {
      statusCode: 409,
      code: 'SESSION_FULL',
      message: 'This session is full: all seats are taken. Please choose another session.',
      details: {
        sessionId: 'This session is full: all seats are taken. Please choose another session.',
      },
    },
    'This session is full: all seats are taken. Please choose another session.',
  ],
];
for (const [i, [name, status, body, text]] of rows.entries()) {
  test(`message row: ${name}`, rowWidth(i), async ({ page }) => {
    await page.route('**/api/registrations', (route) =>
      status === 'abort'
        ? route.abort('failed')
        : route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
    );
    const dialog = await openModal(page);
    await fill(dialog);
    await solveCaptcha(page, dialog);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByTestId('registration-message')).toHaveText(text);
    await expect(dialog.getByTestId('registration-message')).toHaveClass(/alert--error/);
  });
}

test("'No Sessions Available' when there are none", ONE_WIDTH, async ({ page, request }) => {
  await setApi(request, { sessions: 'empty' });
  await page.goto('/our-sessions');
  await expect(page.getByRole('heading', { name: 'No Sessions Available' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register for the Session' })).toHaveCount(0);
});

test(
  'load failure: one fallback session; registering for it explains registrations are unavailable',
  ONE_WIDTH,
  async ({ page, request }) => {
    await setApi(request, { sessions: 'fail' });
    const res = await page.goto('/our-sessions');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('session-banner')).toHaveCount(1);
    await hydrated(page);
    await page.getByRole('button', { name: 'Register for the Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register for the Session' });
    await expect(dialog.getByTestId('registration-unavailable')).toContainText(
      'Registrations are temporarily unavailable',
    );
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
  },
);

test(
  'register in Marathi: the page, the cards, the form, its checks, the captcha box, the confirmation and its mail speak Marathi; what staff wrote stays English, marked so',
  ONE_WIDTH,
  async ({ page, request }) => {
    await page.goto('/mr/our-sessions');
    await hydrated(page);
    // Translated whole: its title and heading in Marathi, no line saying it is English.
    await expect(page).toHaveTitle('आमची सत्रे | Kavach Genomics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आमची सत्रे');
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    const card = page.getByTestId('session-banner').first();
    await expect(card.locator('dt')).toContainText(['तारीख', 'वेळ', 'पद्धत']);
    // The date as mr-IN writes it, in the Latin digits of the rest of the page.
    await expect(card.locator('dd').first()).toHaveText(
      /^\d{1,2} (जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर), \d{4}/,
    );
    await expect(card.getByRole('heading')).toHaveAttribute('lang', 'en');
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: `${title} साठी नोंदणी करा` }).click();
    const dialog = page.getByRole('dialog', { name: 'सत्रासाठी नोंदणी करा' });
    await expect(dialog.getByTestId('prefill-title')).toHaveText(title);
    await dialog.getByLabel(/^नाव/).fill('मीरा अय्यर');
    const email = `marathi-${Date.now()}@example.in`;
    await dialog.getByLabel(/^ईमेल/).fill(email);
    await dialog.getByLabel(/^फोन/).fill('99887');
    await dialog.getByLabel(/^संदेश/).fill('मी माझ्या आईसोबत येऊ इच्छिते.');
    await expect(dialog.locator('altcha-widget')).toContainText('मी रोबोट नाही');
    await dialog.getByRole('button', { name: 'नोंदणी करा' }).click();
    await expect(dialog.getByTestId('registration-message')).toHaveText(
      'फोन नंबर चुकीचा आहे. तो 10 अंकी असावा.',
    );
    await dialog.getByLabel(/^फोन/).fill('9988776655');
    await solveCaptcha(page, dialog);
    await dialog.getByRole('button', { name: 'नोंदणी करा' }).click();
    const confirmation = dialog.getByTestId('registration-confirmation');
    await expect(dialog.getByRole('heading', { name: 'तुमची नोंदणी झाली' })).toBeFocused();
    await expect(confirmation.getByTestId('registration-message')).toHaveText(
      'नोंदणी केल्याबद्दल धन्यवाद! आम्ही लवकरच तुमच्याशी संपर्क साधू.',
    );
    await expect(confirmation).toContainText(`आम्ही ${title} (`);
    await expect(confirmation).toContainText(`ची माहिती ${email} वर पाठवत आहोत.`);
    expect(await seriousViolations(page)).toEqual([]);
    // The confirmation mail the real API wrote is in Marathi too.
    const mail = await mailTo(request, email, 'registration.confirmation');
    expect(mail.header('subject')).toContain(`तुमची नोंदणी: ${title}, `);
    expect(mail.text).toContain('प्रिय मीरा अय्यर,');
    expect(mail.text).toContain('पद्धत: ');
  },
);
