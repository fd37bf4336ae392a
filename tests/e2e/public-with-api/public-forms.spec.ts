/**
 * The public forms and footer (sessions aside): the footer's site map reaches Careers and
 * Information Sessions, and a contact message sent through the real API ends in a confirmation
 * that says what happens next, with a way to send another; in Hindi, the whole contact page.
 */
import { expect, hydrated, mailTo, ONE_WIDTH, solveCaptcha, test } from './helpers';

test('the footer site map leads to Careers and to Information Sessions', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const siteMap = page.getByRole('contentinfo').getByRole('navigation', { name: 'Site map' });
  await siteMap.getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/about-us\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await expect(page.getByTestId('job-card').first()).toBeVisible();

  await siteMap.getByRole('link', { name: 'Information Sessions' }).click();
  await expect(page).toHaveURL(/\/our-sessions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Session');
});

test(
  'contact: the sent message becomes a confirmation; "Send another message" brings the form back',
  ONE_WIDTH,
  async ({ page }, testInfo) => {
    await page.goto('/contact-us');
    await hydrated(page);
    const form = page.getByTestId('contact-form');
    const email = `contact-${testInfo.project.name}-${Date.now()}@example.in`;
    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone (10 digits)').fill('9876543210');
    await form.getByLabel('Message').fill('Where is the nearest collection centre?');
    await solveCaptcha(page, form);
    await form.getByRole('button', { name: 'Send Message' }).click();

    const confirmation = page.getByTestId('contact-confirmation');
    // The heading takes the focus, so a screen reader says it first.
    await expect(confirmation.getByRole('heading', { name: 'Message sent' })).toBeFocused();
    await expect(confirmation.getByTestId('contact-message')).toHaveText(
      "Thanks for contacting us! We'll be in touch soon.",
    );
    await expect(confirmation).toContainText(`We will reply within two working days to ${email}.`);
    await expect(form).toBeHidden();
    await page.screenshot({
      path: `/tmp/public-forms/api-contact-confirmation-${testInfo.project.name}.png`,
    });

    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    for (const label of ['Name', 'Email', 'Phone (10 digits)', 'Message'])
      await expect(form.getByLabel(label)).toHaveValue('');
    // A fresh captcha for the next message.
    await expect(form.locator('altcha-widget')).toBeVisible();
    await expect(form.locator('.altcha[data-state="verified"]')).toHaveCount(0);
  },
);

test(
  'contact in Hindi: the page, its form, its captcha box, the confirmation and the acknowledgement mail speak Hindi',
  ONE_WIDTH,
  async ({ page, request }) => {
    await page.goto('/hi/contact-us');
    await hydrated(page);
    // Translated whole: its title and heading in Hindi, no line saying it is English.
    await expect(page).toHaveTitle('संपर्क करें | Kavach Genomics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'कोई सवाल है? आज ही हमसे संपर्क करें, हम मदद के लिए यहाँ हैं!',
    );
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
    await expect(page.getByRole('main').locator('[lang="en"]')).toHaveCount(1); // the legal notice
    const form = page.getByTestId('contact-form');
    await form.getByLabel('नाम').fill('आशा राव');
    const email = `hindi-${Date.now()}@example.in`;
    await form.getByLabel('ईमेल').fill(email);
    await form.getByLabel('फ़ोन (10 अंक)').fill('98765');
    await form.getByLabel('संदेश').fill('सबसे नज़दीकी सैंपल संग्रह केंद्र कहाँ है?');
    // The captcha box in Hindi (ALTCHA's own words), and the form's check in the same words.
    await expect(form.locator('altcha-widget')).toContainText('मैं रोबोट नहीं हूँ');
    await form.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(form.getByTestId('contact-message')).toHaveText(
      'फ़ोन नंबर सही नहीं है। इसमें 10 अंक होने चाहिए।',
    );
    await form.getByLabel('फ़ोन (10 अंक)').fill('9876543210');
    await form.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(form.getByTestId('contact-message')).toHaveText(
      'कृपया “मैं रोबोट नहीं हूँ” पर टिक करें और “सत्यापित” लिखा आने तक रुकें।',
    );
    await solveCaptcha(page, form);
    await expect(form.locator('altcha-widget')).toContainText('सत्यापित');
    await form.getByRole('button', { name: 'संदेश भेजें' }).click();

    const confirmation = page.getByTestId('contact-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'संदेश भेज दिया गया' })).toBeFocused();
    await expect(confirmation.getByTestId('contact-message')).toHaveText(
      'संपर्क करने के लिए धन्यवाद! हम जल्द ही आपसे बात करेंगे।',
    );
    await expect(confirmation).toContainText(`हम दो कामकाजी दिनों में ${email} पर जवाब देंगे।`);
    // The mail that answers it is in Hindi too.
    const mail = await mailTo(request, email, 'contact.ack');
    expect(mail.header('subject')).toBe('हमें आपका संदेश मिल गया है - Kavach Genomics');
    expect(mail.text).toContain('प्रिय आशा राव,');
  },
);
