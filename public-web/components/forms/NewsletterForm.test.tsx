import { PRIVACY_NOTICE_VERSION } from '../../content/privacyNotice';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../../test/sentRequest';
import { chromeFor } from '../../i18n/messages';
import { NewsletterForm } from './NewsletterForm';

function deferredFetch() {
  let resolve!: (r: Response) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<Response>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const fetchMock = vi.fn(() => promise);
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, resolve, reject };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const input = () => screen.getByLabelText('Email address') as HTMLInputElement;
const button = () => screen.getByRole('button') as HTMLButtonElement;
const submit = () => fireEvent.submit(screen.getByTestId('newsletter-form'));

describe('NewsletterForm', () => {
  beforeEach(() => render(<NewsletterForm texts={chromeFor('en')} />));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts idle', () => {
    expect(button().textContent).toBe('Subscribe');
    expect(input().disabled).toBe(false);
    expect(input().type).toBe('email');
    expect(input().required).toBe(true);
  });

  it('empty or only spaces: "Email is required." and no request', () => {
    const { fetchMock } = deferredFetch();
    fireEvent.change(input(), { target: { value: '   ' } });
    submit();
    expect(screen.getByRole('status').textContent).toBe('Email is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // A confirmation replaces the form and says what happens next; "Subscribe another address"
  // brings back the empty form.
  it('submitting: spinner, "Subscribing...", input and button disabled; then a confirmation in place of the form', async () => {
    const { fetchMock, resolve } = deferredFetch();
    fireEvent.change(input(), { target: { value: ' asha@example.in ' } });
    submit();
    expect(button().textContent).toBe('Subscribing...');
    expect(button().querySelector('.spinner')).not.toBeNull();
    expect(button().disabled).toBe(true);
    expect(input().disabled).toBe(true);
    const request = await sentRequest(fetchMock);
    expect(new URL(request.url).pathname).toBe('/api/subscriptions');
    expect(request.method).toBe('POST');
    expect(await request.text()).toBe(
      JSON.stringify({
        email: 'asha@example.in',
        privacyNotice: PRIVACY_NOTICE_VERSION,
        language: 'en',
      }),
    );
    await act(async () =>
      resolve(
        json(201, { status: 'success', message: 'Check your inbox to confirm your subscription.' }),
      ),
    );
    expect(screen.queryByTestId('newsletter-form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'One more step' }));
    expect(screen.getByTestId('newsletter-message').textContent).toBe(
      'Check your inbox to confirm your subscription.',
    );
    expect(screen.getByTestId('newsletter-confirmation').textContent).toContain(
      'If asha@example.in is new to our list, a link to confirm is on its way there',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Subscribe another address' }));
    expect(input().value).toBe('');
    expect(document.activeElement).toBe(input());
    expect(button().textContent).toBe('Subscribe');
    expect(input().disabled).toBe(false);
  });

  it('409 keeps the input and shows the message', async () => {
    const { resolve } = deferredFetch();
    fireEvent.change(input(), { target: { value: 'asha@example.in' } });
    submit();
    await act(async () =>
      resolve(json(409, { statusCode: 409, message: 'Email is already subscribed.' })),
    );
    expect(screen.getByRole('status').textContent).toBe('Email is already subscribed.');
    expect(input().value).toBe('asha@example.in');
  });

  it('network failure', async () => {
    const { reject } = deferredFetch();
    fireEvent.change(input(), { target: { value: 'asha@example.in' } });
    submit();
    await act(async () => reject(new TypeError('Failed to fetch')));
    expect(screen.getByRole('status').textContent).toBe(
      'An error occurred. Please try again later.',
    );
    expect(button().disabled).toBe(false);
  });

  it('a message is gone after 10 s; each new message stays its own 10 s', async () => {
    vi.useFakeTimers();
    const status = () => screen.getByRole('status').textContent;
    fireEvent.change(input(), { target: { value: ' ' } });
    submit();
    expect(status()).toBe('Email is required.');
    act(() => vi.advanceTimersByTime(6_000));
    submit();
    act(() => vi.advanceTimersByTime(9_999));
    expect(status()).toBe('Email is required.');
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toBe('');

    const { reject } = deferredFetch();
    fireEvent.change(input(), { target: { value: 'asha@example.in' } });
    submit();
    await act(async () => reject(new TypeError('Failed to fetch')));
    expect(status()).toBe('An error occurred. Please try again later.');
    act(() => vi.advanceTimersByTime(9_999));
    expect(status()).toBe('An error occurred. Please try again later.');
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toBe('');
  });
});

describe('NewsletterForm in Hindi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels, button, client check and the confirmation in the page’s language', async () => {
    render(<NewsletterForm texts={chromeFor('hi')} />);
    const field = screen.getByLabelText('ईमेल पता') as HTMLInputElement;
    expect(screen.getByRole('button').textContent).toBe('सदस्यता लें');
    expect(field.placeholder).toBe('आपका ईमेल पता');
    submit();
    expect(screen.getByRole('status').textContent).toBe('ईमेल ज़रूरी है।');

    const { resolve } = deferredFetch();
    fireEvent.change(field, { target: { value: 'asha@example.com' } });
    submit();
    await act(async () => resolve(json(201, { status: 'success', message: 'Check your inbox' })));
    const confirmation = screen.getByTestId('newsletter-confirmation');
    expect(confirmation.textContent).toContain('बस एक कदम और');
    // The address typed fills the slot the server left in the formatted text.
    expect(confirmation.textContent).toContain(
      'अगर asha@example.com हमारी सूची में नया है, तो पुष्टि का लिंक',
    );
  });
});
