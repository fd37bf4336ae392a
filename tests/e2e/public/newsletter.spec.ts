// Footer newsletter form: states and every message, the 429 and 503 ones included.
// TODO(api): POST /api/subscriptions is mocked with page.route; switch to the real API.
import {
  expect,
  hydrated,
  mockPost,
  ONE_WIDTH,
  pausedClock,
  type Reply,
  rowWidth,
  test,
} from './fixtures';

async function open(page: import('@playwright/test').Page) {
  await page.goto('/coming-soon');
  await hydrated(page);
  const form = page.getByTestId('newsletter-form');
  await form.scrollIntoViewIfNeeded();
  return {
    form,
    input: form.getByRole('textbox', { name: 'Email address' }),
    button: form.getByRole('button'),
    status: form.getByRole('status'),
  };
}

// A confirmation replaces the form and says what happens next; "Subscribe another address"
// brings the empty form back.
test(
  'submitting: spinner and "Subscribing...", input and button disabled; success is a confirmation asking to confirm by mail',
  ONE_WIDTH,
  async ({ page }, testInfo) => {
    const sent = await mockPost(page, '/api/subscriptions', [
      {
        status: 201,
        body: { status: 'success', message: 'Check your inbox to confirm your subscription.' },
        hold: true,
      },
    ]);
    const { input, button } = await open(page);
    await input.fill('asha@example.in');
    await button.click();
    await expect(button).toHaveText('Subscribing...');
    await expect(button.locator('.spinner')).toHaveCount(1);
    await expect(button).toBeDisabled();
    await expect(input).toBeDisabled();
    sent.release();
    // Double opt-in: the same sentence whether or not the address was already on the list.
    const confirmation = page.getByTestId('newsletter-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'One more step' })).toBeFocused();
    await expect(confirmation.getByTestId('newsletter-message')).toHaveText(
      'Check your inbox to confirm your subscription.',
    );
    await expect(confirmation).toContainText(
      'If asha@example.in is new to our list, a link to confirm is on its way there; updates start once you open it.',
    );
    await page.screenshot({
      path: `/tmp/public-forms/newsletter-confirmation-${testInfo.project.name}.png`,
    });
    expect([...sent]).toEqual([
      { email: 'asha@example.in', privacyNotice: '2026-11-23', language: 'en' },
    ]);

    await confirmation.getByRole('button', { name: 'Subscribe another address' }).click();
    await expect(confirmation).toBeHidden();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
    await expect(button).toHaveText('Subscribe');
    await expect(input).toBeEnabled();
  },
);

test(
  'an empty e-mail is stopped by the browser and nothing is sent',
  ONE_WIDTH,
  async ({ page }) => {
    const sent = await mockPost(page, '/api/subscriptions', [{ status: 201 }]);
    const { input, button } = await open(page);
    await input.fill('   ');
    await button.click();
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    expect(sent).toHaveLength(0);
  },
);

test(
  'the message is gone after 10 s, like every public form message',
  ONE_WIDTH,
  async ({ page }) => {
    await mockPost(page, '/api/subscriptions', ['network-error']);
    // Fake timers, paused, so the 10 s message timeout is exact.
    await pausedClock(page);
    const { input, button, status } = await open(page);
    await input.fill('asha@example.in');
    await button.click();
    const message = 'An error occurred. Please try again later.';
    await expect(status).toHaveText(message);
    await page.clock.runFor(9_999);
    await expect(status).toHaveText(message);
    await page.clock.runFor(1);
    await expect(status).toHaveText('');
  },
);

const rows: [string, Reply, string, boolean][] = [
  [
    'HTTP 400',
    {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid email address. Please check and try again.',
      },
    },
    'Invalid email address. Please check and try again.',
    false,
  ],
  [
    'HTTP 409',
    { status: 409, body: { statusCode: 409, message: 'Email is already subscribed.' } },
    'Email is already subscribed.',
    false,
  ],
  [
    'HTTP 401',
    { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    'Unauthorized request. Please contact support.',
    false,
  ],
  [
    'HTTP 429',
    { status: 429, body: { statusCode: 429, message: 'Too Many Requests' } },
    'Too many attempts. Please try again in a minute.',
    false,
  ],
  [
    'HTTP 503',
    { status: 503, body: { statusCode: 503, message: 'Service Unavailable' } },
    'We could not save this right now. Please try again in a moment.',
    false,
  ],
  [
    'HTTP 500',
    { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    'Failed to subscribe. Please try again.',
    false,
  ],
  [
    '2xx saying already',
    { status: 200, body: { status: 'success', code: 'CONFLICT', message: 'Already subscribed' } },
    'Email is already subscribed.',
    false,
  ],
  ['network failure', 'network-error', 'An error occurred. Please try again later.', false],
];

for (const [i, [name, reply, message, cleared]] of rows.entries()) {
  test(`${name} → "${message}"`, rowWidth(i), async ({ page }) => {
    await mockPost(page, '/api/subscriptions', [reply]);
    const { input, button, status } = await open(page);
    await input.fill('asha@example.in');
    await button.click();
    await expect(status).toHaveText(message);
    await expect(input).toHaveValue(cleared ? '' : 'asha@example.in');
    await expect(button).toBeEnabled();
  });
}
