import { PRIVACY_NOTICE_VERSION } from '../../content/privacyNotice';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../../lib/publicApi';
import { sentRequest } from '../../test/sentRequest';
import { sessionsTextsIn } from '../../i18n/pageTexts.testing';
import { SessionsBoard } from './SessionsBoard';

vi.mock('../forms/CaptchaWidget', () => ({
  CaptchaWidget: ({ onChange }: { onChange: (v: string) => void }) => (
    <button type="button" onClick={() => onChange('captcha-payload')}>
      solve captcha
    </button>
  ),
}));
vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ urlPathname: '/our-sessions' }),
}));

const sessions: SessionView[] = [
  {
    id: 7,
    title: 'HrC explained',
    image: '/a.png',
    date: '2025-11-12',
    endDate: null,
    time: '11:00 AM',
    startTime: '11:00',
    endTime: '12:00',
    mode: 'online',
    status: 'active',
    place: null,
    capacity: null,
    description: null,
  },
  {
    id: 8,
    title: 'Survivorship',
    image: '/b.png',
    date: '2025-12-01',
    endDate: '2025-12-02',
    time: '5:00 PM',
    startTime: '17:00',
    endTime: '18:00',
    mode: 'hybrid',
    status: 'active',
    place: 'Kavach Genomics, Bengaluru',
    capacity: 20,
    description: 'For survivors and their families.',
  },
];

afterEach(() => vi.restoreAllMocks());

const T = sessionsTextsIn('en');

/** The names in `root` (aria-label, title, alt, placeholder) with Latin letters, outside lang="en". */
function englishNamesIn(root: HTMLElement): string[] {
  const attributes = ['aria-label', 'title', 'alt', 'placeholder'];
  return [...root.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))]
    .filter((el) => el.closest('[lang]')?.getAttribute('lang') !== 'en')
    .flatMap((el) => attributes.map((name) => el.getAttribute(name) ?? ''))
    .filter((value) => /[A-Za-z]/.test(value));
}

describe('SessionsBoard', () => {
  it("'No Sessions Available' without a Register button", () => {
    render(<SessionsBoard sessions={[]} texts={T} />);
    expect(screen.getByRole('heading', { name: 'No Sessions Available' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register for the Session' })).toBeNull();
  });

  it('the modal is prefilled with the first session; closing clears the message', async () => {
    render(<SessionsBoard sessions={sessions} texts={T} />);
    expect(screen.getAllByTestId('session-banner')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Register for the Session' }));
    expect((await screen.findByTestId('prefill-date')).textContent).toBe('12 November 2025');
    expect(screen.getByTestId('prefill-date').textContent).toBe('12 November 2025');
    expect(screen.getByTestId('prefill-time').textContent).toBe('11:00 AM');
    expect(screen.getByTestId('prefill-mode').textContent).toBe('Online');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByTestId('registration-message').textContent).toBe(
      'Please fill in all required fields.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register for the Session' }));
    await screen.findByRole('dialog');
    expect(screen.queryByTestId('registration-message')).toBeNull();
  });

  it("'Sending...' while pending, then the thanks message; the body carries the session", async () => {
    let resolve!: (r: Response) => void;
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(new Promise((r) => (resolve = r)));
    render(<SessionsBoard sessions={sessions} texts={T} />);
    fireEvent.click(screen.getByRole('button', { name: 'Register for the Session' }));
    await screen.findByRole('dialog');
    const set = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set(/^Name/, 'Meera');
    set(/^Email/, 'meera@example.in');
    set(/^Phone/, '9988776655');
    set(/^Message/, 'Hello');
    fireEvent.change(screen.getByLabelText('Session'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByTestId('registration-message').textContent).toBe('Sending...'),
    );
    const request = await sentRequest(fetchMock);
    expect(new URL(request.url).pathname).toBe('/api/registrations');
    const body: unknown = await request.json();
    expect(body).toEqual({
      name: 'Meera',
      email: 'meera@example.in',
      phone: '9988776655',
      message: 'Hello',
      date: '2025-12-01',
      time: '5:00 PM',
      mode: 'hybrid',
      sessionId: 8,
      privacyNotice: PRIVACY_NOTICE_VERSION,
      language: 'en',
      captcha: 'captcha-payload',
    });
    resolve(new Response('{"status":"success"}', { status: 201 }));
    await waitFor(() =>
      expect(screen.getByTestId('registration-message').textContent).toBe(
        "Thanks for registering! We'll be in touch soon.",
      ),
    );
    // The form gives way to a confirmation naming the session and where its details go.
    expect(screen.queryByTestId('registration-form')).toBeNull();
    const heading = screen.getByRole('heading', { name: 'You are registered' });
    // The focus moves in an effect React runs after the confirmation is drawn: a slow host can
    // see the drawing first.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('registration-confirmation').textContent).toContain(
      'We are sending the details of Survivorship (1 December 2025 – 2 December 2025, 5:00 PM) to meera@example.in.',
    );
    // "Register someone else": the empty form again, the same session chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Register someone else' }));
    expect(screen.queryByTestId('registration-confirmation')).toBeNull();
    expect(screen.getByTestId('prefill-title').textContent).toBe('Survivorship');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Session')));
  });

  it("each card's Register opens the form with that session chosen, its full title shown", async () => {
    render(<SessionsBoard sessions={sessions} texts={T} />);
    // The spec's button under the list stays.
    expect(screen.getByRole('button', { name: 'Register for the Session' })).toBeTruthy();
    const second = screen.getByRole('button', { name: 'Register for Survivorship' });
    expect(second.textContent).toBe('Register');
    expect(screen.getByText('For survivors and their families.')).toBeTruthy();
    fireEvent.click(second);
    expect((await screen.findByTestId('prefill-title')).textContent).toBe('Survivorship');
    expect((screen.getByLabelText('Session') as HTMLSelectElement).value).toBe('1');
    expect(screen.getByTestId('prefill-date').textContent).toBe(
      '1 December 2025 – 2 December 2025',
    );
    expect(screen.getByTestId('prefill-place').textContent).toBe('Kavach Genomics, Bengaluru');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register for HrC explained' }));
    expect((await screen.findByTestId('prefill-title')).textContent).toBe('HrC explained');
    expect(screen.queryByTestId('prefill-place')).toBeNull();
  });

  it('a full session: the answer of the API is shown', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json(
        {
          statusCode: 409,
          code: 'SESSION_FULL',
          message: 'This session is full: all seats are taken. Please choose another session.',
        },
        { status: 409 },
      ),
    );
    render(<SessionsBoard sessions={sessions} texts={T} />);
    fireEvent.click(screen.getByRole('button', { name: 'Register for Survivorship' }));
    await screen.findByRole('dialog');
    const set = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set(/^Name/, 'Meera');
    set(/^Email/, 'meera@example.in');
    set(/^Phone/, '9988776655');
    set(/^Message/, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByTestId('registration-message').textContent).toBe(
        'This session is full: all seats are taken. Please choose another session.',
      ),
    );
  });

  it('load failure: one fallback session, and registering explains why it cannot be done', async () => {
    render(<SessionsBoard sessions={null} texts={T} />);
    expect(screen.getAllByTestId('session-banner')).toHaveLength(1);
    // No card button for the stand-in session.
    expect(screen.queryByTestId('session-register')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Register for the Session' }));
    expect((await screen.findByTestId('registration-unavailable')).textContent).toContain(
      'Registrations are temporarily unavailable',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('in Marathi: its words, dates and client checks; what staff wrote marked as English', async () => {
    const mr = sessionsTextsIn('mr');
    render(<SessionsBoard sessions={sessions} texts={mr} language="mr" />);
    expect(screen.getByRole('heading', { name: 'येणारी सत्रे' })).toBeTruthy();
    const card = screen.getAllByTestId('session-banner')[1];
    expect(card.textContent).toContain('तारीख1 डिसेंबर, 2025 – 2 डिसेंबर, 2025');
    expect(card.textContent).toContain('पद्धतप्रत्यक्ष आणि ऑनलाइन');
    expect(screen.getByRole('heading', { name: 'Survivorship' }).getAttribute('lang')).toBe('en');
    expect(screen.getByText('For survivors and their families.').getAttribute('lang')).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'Survivorship साठी नोंदणी करा' }));
    const dialog = await screen.findByRole('dialog', { name: 'सत्रासाठी नोंदणी करा' });
    expect(screen.getByTestId('prefill-title').getAttribute('lang')).toBe('en');
    // Its close button is Marathi, and so is every name in it outside what is marked English.
    expect(screen.getByRole('button', { name: 'बंद करा' })).toBeTruthy();
    expect(englishNamesIn(dialog)).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^नाव/), { target: { value: 'Meera' } });
    fireEvent.change(screen.getByLabelText(/^ईमेल/), { target: { value: 'meera@example.in' } });
    fireEvent.change(screen.getByLabelText(/^फोन/), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText(/^संदेश/), { target: { value: 'नमस्कार' } });
    fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    fireEvent.click(screen.getByRole('button', { name: 'नोंदणी करा' }));
    expect(screen.getByTestId('registration-message').textContent).toBe(
      'फोन नंबर चुकीचा आहे. तो 10 अंकी असावा.',
    );
  });

  it('in Hindi, a load failure: the stand-in session and the way to write instead are Hindi', async () => {
    render(<SessionsBoard sessions={null} texts={sessionsTextsIn('hi')} language="hi" />);
    expect(screen.getByRole('heading', { name: 'जानकारी सत्र' }).getAttribute('lang')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'सत्र के लिए रजिस्टर करें' }));
    const unavailable = await screen.findByTestId('registration-unavailable');
    expect(unavailable.textContent).toContain(
      'आप हमसे संपर्क भी कर सकते हैं; अगला सत्र खुलने पर हम आपको बताएँगे।',
    );
    expect(screen.getByRole('link', { name: 'हमसे संपर्क' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeTruthy();
    expect(englishNamesIn(screen.getByRole('dialog'))).toEqual([]);
  });
});
