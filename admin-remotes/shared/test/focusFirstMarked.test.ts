import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFirstMarked } from '../src/ui/focusFirstMarked';

function form() {
  const el = document.createElement('form');
  el.innerHTML = '<input name="subject"><textarea name="body"></textarea>';
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('focusFirstMarked', () => {
  it('focuses the first field marked aria-invalid', () => {
    const f = form();
    f.querySelector('textarea')!.setAttribute('aria-invalid', 'true');
    focusFirstMarked(f);
    expect(document.activeElement).toBe(f.querySelector('textarea'));
  });

  it('waits for a mark drawn after the refusal (a Modal still opening draws it later)', async () => {
    const f = form();
    f.querySelector('input')!.focus();
    focusFirstMarked(f);
    expect(document.activeElement).toBe(f.querySelector('input'));
    f.querySelector('textarea')!.setAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(document.activeElement).toBe(f.querySelector('textarea')));
  });

  it('stops waiting after its cleanup or after 2 s: a later mark does not take the focus', async () => {
    vi.useFakeTimers();
    const f = form();
    const input = f.querySelector('input')!;
    input.focus();
    focusFirstMarked(f);
    vi.advanceTimersByTime(2_001);
    f.querySelector('textarea')!.setAttribute('aria-invalid', 'true');
    await Promise.resolve();
    expect(document.activeElement).toBe(input);

    f.querySelector('textarea')!.removeAttribute('aria-invalid');
    const stop = focusFirstMarked(f);
    stop();
    f.querySelector('textarea')!.setAttribute('aria-invalid', 'true');
    await Promise.resolve();
    expect(document.activeElement).toBe(input);
  });
});
