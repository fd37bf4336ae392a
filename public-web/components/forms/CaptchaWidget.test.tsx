import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaWidget } from './CaptchaWidget';

// The check is loaded on the visitor's first interaction with the form. On a
// slow phone that interaction can come before the page has hydrated.
function Form() {
  return (
    <form>
      <input aria-label="Name" />
      <CaptchaWidget onChange={() => {}} />
    </form>
  );
}

const placeholder = () =>
  document.querySelector('[data-testid="captcha-placeholder"]')?.textContent;

describe('CaptchaWidget', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('loads the check when a field was focused before the page hydrated', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {})); // the provider stays "loading"
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    (container.querySelector('input') as HTMLInputElement).focus();
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(placeholder()).toBe('Loading the verification check…');
  });

  it('waits for the first interaction otherwise, then loads it', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(placeholder()).toBe(
      'A quick verification check appears when you start filling in the form.',
    );
    await act(async () => {
      (container.querySelector('input') as HTMLInputElement).focus();
    });
    expect(placeholder()).toBe('Loading the verification check…');
  });
});
