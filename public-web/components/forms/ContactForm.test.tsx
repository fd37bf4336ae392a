import { PRIVACY_NOTICE_VERSION } from '../../content/privacyNotice';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../../test/sentRequest';

// The real widget solves a proof-of-work in a worker; here a button stands in
// for "verified" and reset() is recorded.
const resetSpy = vi.fn();
vi.mock('./CaptchaWidget', async () => {
  const React = await import('react');
  return {
    CaptchaWidget: ({
      onChange,
      ref,
    }: {
      onChange: (p: string) => void;
      ref?: React.Ref<{ reset(): void }>;
    }) => {
      React.useImperativeHandle(ref, () => ({
        reset() {
          resetSpy();
          onChange('');
        },
      }));
      return (
        <button type="button" onClick={() => onChange('captcha-payload')}>
          solve captcha
        </button>
      );
    },
  };
});

const { ContactForm } = await import('./ContactForm');
const { contactTextsIn } = await import('../../i18n/pageTexts.testing');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () =>
  screen.getByRole('button', { name: /Send Message|Sending/ }) as HTMLButtonElement;
const submit = () => fireEvent.submit(screen.getByTestId('contact-form'));
const message = () => screen.queryByTestId('contact-message');

function fill(values: Partial<Record<'Name' | 'Email' | 'Phone (10 digits)' | 'Message', string>>) {
  const all = {
    Name: 'Asha Rao',
    Email: 'asha@example.in',
    'Phone (10 digits)': '9876543210',
    Message: 'Hello',
    ...values,
  };
  for (const [label, value] of Object.entries(all))
    fireEvent.change(field(label), { target: { value } });
}

describe('ContactForm', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    resetSpy.mockClear();
    render(<ContactForm texts={contactTextsIn('en')} language="en" />);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fields are browser-required with their input types (email, tel)', () => {
    expect(field('Name').required).toBe(true);
    expect(field('Email').type).toBe('email');
    expect(field('Phone (10 digits)').type).toBe('tel');
    expect(field('Message').required).toBe(true);
  });

  it('checks email first, then phone, then captcha; nothing is sent and the button is released', () => {
    fill({ Email: 'not-an-email', 'Phone (10 digits)': '12' });
    submit();
    expect(message()?.textContent).toBe('Invalid email address.');
    fill({ 'Phone (10 digits)': '12' });
    submit();
    expect(message()?.textContent).toBe('Invalid phone number. It should be 10 digits.');
    fill({});
    submit();
    // The default box (ALTCHA) by its own words; reCAPTCHA's are the spec's (jobApplication.test.ts).
    expect(message()?.textContent).toBe(
      "Please tick “I'm not a robot” and wait until it says Verified.",
    );
    expect(message()?.className).toContain('alert--error');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(submitButton().disabled).toBe(false);
  });

  // The form is replaced by a confirmation that stays, says what happens next and offers another
  // message (README, Decisions: a sent form becomes a confirmation).
  it('sends, shows "Sending...", then a confirmation in place of the form; "Send another message" brings back an empty form', async () => {
    let resolve!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    fill({});
    fireEvent.click(screen.getByText('solve captcha'));
    submit();
    expect(submitButton().textContent).toBe('Sending...');
    expect(submitButton().disabled).toBe(true);
    const request = await sentRequest(fetchMock);
    expect(new URL(request.url).pathname).toBe('/api/contacts');
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      message: 'Hello',
      privacyNotice: PRIVACY_NOTICE_VERSION,
      language: 'en',
      captcha: 'captcha-payload',
    });
    await act(async () =>
      resolve(
        json(201, {
          status: 'success',
          message: "Thanks for contacting us! We'll be in touch soon.",
        }),
      ),
    );
    expect(screen.queryByTestId('contact-form')).toBeNull();
    const heading = screen.getByRole('heading', { name: 'Message sent' });
    expect(document.activeElement).toBe(heading);
    expect(message()?.textContent).toBe("Thanks for contacting us! We'll be in touch soon.");
    expect(screen.getByTestId('contact-confirmation').textContent).toContain(
      'We will reply within two working days to asha@example.in.',
    );
    expect(resetSpy).toHaveBeenCalledTimes(1);
    // The confirmation stays: it is not a message that times out.
    act(() => vi.advanceTimersByTime(60_000));
    expect(message()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.queryByTestId('contact-confirmation')).toBeNull();
    expect(field('Name').value).toBe('');
    expect(field('Email').value).toBe('');
    expect(field('Phone (10 digits)').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(document.activeElement).toBe(field('Name'));
    expect(message()).toBeNull();
  });

  it('a failed send keeps the fields, resets the captcha and shows the mapped message in red', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        statusCode: 400,
        code: 'CAPTCHA_FAILED',
        message: 'Captcha verification failed.',
      }),
    );
    fill({});
    fireEvent.click(screen.getByText('solve captcha'));
    submit();
    await act(async () => {});
    expect(message()?.textContent).toBe(
      "Please tick “I'm not a robot” and wait until it says Verified.",
    );
    expect(message()?.className).toContain('alert--error');
    expect(field('Name').value).toBe('Asha Rao');
    expect(resetSpy).toHaveBeenCalledTimes(1);
  });

  it('network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    fill({});
    fireEvent.click(screen.getByText('solve captcha'));
    submit();
    await act(async () => {});
    expect(message()?.textContent).toBe('Error sending message. Please try again.');
  });
});

describe('ContactForm in Marathi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels, button, client checks and the confirmation in the page’s language', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm texts={contactTextsIn('mr')} language="mr" />);
    const typed = {
      नाव: 'आशा राव',
      ईमेल: 'asha@example.in',
      'फोन (10 अंकी)': '98765',
      संदेश: 'नमस्कार',
    };
    for (const [label, value] of Object.entries(typed))
      fireEvent.change(field(label), { target: { value } });
    expect(screen.getByRole('button', { name: 'संदेश पाठवा' })).toBeTruthy();
    submit();
    expect(message()?.textContent).toBe('फोन नंबर चुकीचा आहे. तो 10 अंकी असावा.');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field('फोन (10 अंकी)'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByText('solve captcha'));
    fetchMock.mockResolvedValue(json(201, { status: 'success', message: 'Thanks' }));
    submit();
    await act(async () => {});
    // The page's language goes with the message: the acknowledgement mail is written in it.
    expect(await (await sentRequest(fetchMock)).json()).toMatchObject({ language: 'mr' });
    expect(screen.getByRole('heading', { name: 'संदेश पाठवला' })).toBeTruthy();
    expect(message()?.textContent).toBe('संपर्क साधल्याबद्दल धन्यवाद! आम्ही लवकरच तुमच्याशी संपर्क साधू.');
    // The address typed fills the slot the server left in the formatted text.
    expect(screen.getByTestId('contact-confirmation').textContent).toContain(
      'आम्ही दोन कामकाजाच्या दिवसांत asha@example.in वर उत्तर देऊ.',
    );
  });
});
