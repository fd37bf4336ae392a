/**
 * The login's captcha follows GET /api/captcha/config: ALTCHA (the default, also when the
 * config cannot be read) or Google's reCAPTCHA checkbox, whose script is loaded only then.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './fakeFetch';

// The ALTCHA web component (proof of work, workers) is not loaded in jsdom.
const altchaLoaded = vi.fn();
vi.mock('../src/altchaWidget', () => {
  altchaLoaded();
  return {};
});

// Google's script: a stand-in grecaptcha that records what the widget asks of it.
const grecaptcha = {
  render: vi.fn((_el: HTMLElement, _options: Record<string, unknown>) => 7),
  reset: vi.fn(),
};
const loadRecaptcha = vi.fn(async () => grecaptcha);
vi.mock('../src/recaptcha', () => ({ loadRecaptcha }));

const { Captcha } = await import('../src/Captcha');
type Handle = { reset(): void };

describe('Captcha provider', () => {
  beforeEach(() => {
    altchaLoaded.mockClear();
    loadRecaptcha.mockClear();
    grecaptcha.render.mockClear();
    grecaptcha.reset.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows ALTCHA when the API says altcha, without Google', async () => {
    fakeApi({ 'GET /api/captcha/config': Response.json({ provider: 'altcha' }) });
    render(<Captcha onChange={() => undefined} />);
    const widget = await screen.findByTestId('captcha');
    expect(widget.tagName.toLowerCase()).toBe('altcha-widget');
    expect(widget.getAttribute('challenge')).toBe('/api/captcha/challenge');
    expect(loadRecaptcha).not.toHaveBeenCalled();
  });

  it('falls back to ALTCHA when the config cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<Captcha onChange={() => undefined} />);
    expect((await screen.findByTestId('captcha')).tagName.toLowerCase()).toBe('altcha-widget');
    expect(loadRecaptcha).not.toHaveBeenCalled();
  });

  it('falls back to ALTCHA when reCAPTCHA has no site key', async () => {
    fakeApi({ 'GET /api/captcha/config': Response.json({ provider: 'recaptcha', siteKey: null }) });
    render(<Captcha onChange={() => undefined} />);
    expect((await screen.findByTestId('captcha')).tagName.toLowerCase()).toBe('altcha-widget');
    expect(loadRecaptcha).not.toHaveBeenCalled();
  });

  it("renders Google's checkbox with the site key and reports its token; reset resets it", async () => {
    fakeApi({
      'GET /api/captcha/config': Response.json({ provider: 'recaptcha', siteKey: 'site-key-1' }),
    });
    const onChange = vi.fn();
    const ref = createRef<Handle>();
    render(<Captcha onChange={onChange} ref={ref} />);
    await waitFor(() => expect(grecaptcha.render).toHaveBeenCalledTimes(1));
    const [box, options] = grecaptcha.render.mock.calls[0];
    expect(box).toBe(screen.getByTestId('captcha'));
    expect(box.tagName.toLowerCase()).toBe('div');
    expect(options.sitekey).toBe('site-key-1');
    expect(document.querySelector('altcha-widget')).toBeNull();

    act(() => (options.callback as (t: string) => void)('google-token'));
    expect(onChange).toHaveBeenLastCalledWith('google-token');
    act(() => (options['expired-callback'] as () => void)());
    expect(onChange).toHaveBeenLastCalledWith('');

    act(() => ref.current!.reset());
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it("says so when Google's script cannot load", async () => {
    fakeApi({
      'GET /api/captcha/config': Response.json({ provider: 'recaptcha', siteKey: 'k' }),
    });
    loadRecaptcha.mockRejectedValueOnce(new Error('blocked'));
    render(<Captcha onChange={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The verification check could not load. Please reload the page.',
    );
  });
});

describe('loadRecaptcha', () => {
  it("adds Google's script once, explicit render, and resolves when it calls back", async () => {
    const { loadRecaptcha: realLoad, RECAPTCHA_SCRIPT_URL } =
      await vi.importActual<typeof import('../src/recaptcha')>('../src/recaptcha');
    const first = realLoad();
    const second = realLoad();
    const scripts = document.head.querySelectorAll(`script[src^="https://www.google.com/"]`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe(RECAPTCHA_SCRIPT_URL);
    expect(RECAPTCHA_SCRIPT_URL).toMatch(/render=explicit&onload=__kavachAdminRecaptchaReady$/);
    const fake = { render: vi.fn(), reset: vi.fn() };
    window.grecaptcha = fake;
    window.__kavachAdminRecaptchaReady!();
    expect(await first).toBe(fake);
    expect(await second).toBe(fake);
    delete window.grecaptcha;
    scripts[0].remove();
  });
});
