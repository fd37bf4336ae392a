import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formStarted, POPUP_INTERVAL_MS, shownRecently, SuccessorPopup } from './SuccessorPopup';

// A Marathi page's frame texts, as the server formats them.
vi.mock('vike-react/usePageContext', async () => {
  const { chromeFor } = await import('../../i18n/messages');
  const chrome = chromeFor('mr');
  return { usePageContext: () => ({ chrome }) };
});

describe('shownRecently: once per visitor in 7 days', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);
  it('never shown, or an unreadable value: not recent', () => {
    expect(shownRecently(null, now)).toBe(false);
    expect(shownRecently('1', now)).toBe(false); // the old once-per-session flag is not a time
    expect(shownRecently('soon', now)).toBe(false);
  });
  it('recent until 7 days have passed since it was shown', () => {
    expect(shownRecently(String(now - POPUP_INTERVAL_MS + 1), now)).toBe(true);
    expect(shownRecently(String(now - POPUP_INTERVAL_MS), now)).toBe(false);
  });
  it('a time later than the clock (the clock was set back) counts as recent', () => {
    expect(shownRecently(String(now + 60_000), now)).toBe(true);
  });
});

describe('formStarted: a field holds something the visitor put there', () => {
  function page(html: string) {
    const root = document.createElement('div');
    root.innerHTML = html;
    return root;
  }
  it('empty fields, a read-only prefilled title and a placeholder option: not started', () => {
    const root = page(`<form>
      <input name="title" value="Jr. Digital Marketing" readonly>
      <input name="name"><textarea></textarea><input type="checkbox">
      <select><option value="">Select experience</option><option>1 year</option></select>
      <input type="hidden" value="x"><button>Send</button></form>`);
    expect(formStarted(root)).toBe(false);
  });
  it('text typed, a box ticked or an option chosen: started', () => {
    const typed = page('<form><input name="name"></form>');
    typed.querySelector('input')!.value = 'A';
    expect(formStarted(typed)).toBe(true);
    const message = page('<form><textarea></textarea></form>');
    message.querySelector('textarea')!.value = 'Hello';
    expect(formStarted(message)).toBe(true);
    const ticked = page('<form><input type="checkbox"></form>');
    ticked.querySelector('input')!.checked = true;
    expect(formStarted(ticked)).toBe(true);
    const chosen = page(
      '<form><select><option value="">Pick</option><option>1</option></select></form>',
    );
    chosen.querySelector('select')!.selectedIndex = 1;
    expect(formStarted(chosen)).toBe(true);
  });
  it('a field outside any form (a search box) does not count', () => {
    const root = page('<input name="q">');
    root.querySelector('input')!.value = 'hrc';
    expect(formStarted(root)).toBe(false);
  });
});

describe('SuccessorPopup: in the page’s language', () => {
  it('on a Marathi page its words are Marathi, the names as written', async () => {
    vi.useFakeTimers();
    try {
      window.localStorage.clear();
      render(<SuccessorPopup />);
      act(() => void vi.advanceTimersByTime(999));
      await act(() => vi.dynamicImportSettled());
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => void vi.advanceTimersByTime(1));
      // The dialog is fetched when it is due (SuccessorDialog.tsx).
      await act(() => vi.dynamicImportSettled());
      const dialog = screen.getByRole('dialog', { name: 'आमचा नवा पत्ता' });
      expect(dialog.textContent).toContain(
        'Kavach Genomics चा निदान व्यवसाय आता Raksha Diagnostics चालवते.',
      );
      expect(
        screen.getByRole('link', { name: 'Raksha Diagnostics ला भेट द्या (नवीन टॅबमध्ये उघडते)' })
          .textContent,
      ).toBe('भेट द्या');
      // Its close button and every name inside it are Marathi too (the brand's name as written).
      expect(screen.getByRole('button', { name: 'बंद करा' })).toBeTruthy();
      const names = [...dialog.querySelectorAll('[aria-label], [title], [alt]')].map((el) =>
        ['aria-label', 'title', 'alt'].map((name) => el.getAttribute(name)).join('|'),
      );
      expect(names).toEqual(['बंद करा||', 'Raksha Diagnostics ला भेट द्या (नवीन टॅबमध्ये उघडते)||']);
      expect(dialog.querySelectorAll('[lang]')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
