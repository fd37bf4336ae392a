import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newsletterLinkTextsIn } from '../../i18n/pageTexts.testing';
import { LanguageChoice } from './LanguageChoice';
import { LinkActionPage } from './LinkActionPage';
import { newsletterLinkTexts } from './newsletterLinks';
import type { LinkOutcome } from './newsletterLinks';

afterEach(cleanup);

function deferred() {
  let resolve!: (o: LinkOutcome) => void;
  const promise = new Promise<LinkOutcome>((r) => (resolve = r));
  return { promise, resolve };
}

const page = (props: Partial<Parameters<typeof LinkActionPage>[0]> = {}) =>
  render(
    <LinkActionPage
      heading="Unsubscribe from the newsletter"
      intro="Press the button."
      testId="t"
      initial={null}
      action={null}
      {...props}
    />,
  );

describe('LinkActionPage', () => {
  it('nothing happens until the button is pressed; then busy; a final answer removes the button', async () => {
    const d = deferred();
    let calls = 0;
    page({
      action: {
        label: 'Unsubscribe',
        busyLabel: 'Unsubscribing...',
        run: () => {
          calls++;
          return d.promise;
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Unsubscribe from the newsletter',
    );
    expect(calls).toBe(0);
    expect(screen.getByText('Press the button.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const busy = screen.getByRole('button', { name: 'Unsubscribing...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(busy);
    expect(calls).toBe(1);
    await act(async () =>
      d.resolve({ notice: { text: 'You have been unsubscribed.', kind: 'success' }, done: true }),
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Press the button.')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('You have been unsubscribed.');
  });

  it('an answer to try again keeps the button', async () => {
    page({
      action: {
        label: 'Confirm subscription',
        busyLabel: 'Confirming...',
        run: async () => ({ notice: { text: 'Try later', kind: 'error' }, done: false }),
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    });
    expect(screen.getByRole('status').textContent).toBe('Try later');
    expect(screen.getByRole('button', { name: 'Confirm subscription' })).toBeTruthy();
  });

  it('a link that cannot be used shows its notice and no button', () => {
    page({
      initial: { text: 'This confirmation link has expired.', kind: 'error' },
      action: { label: 'Confirm subscription', busyLabel: '…', run: async () => never() },
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Press the button.')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('This confirmation link has expired.');
  });
});

describe('the language choice beside the Unsubscribe button', () => {
  const t = newsletterLinkTexts(newsletterLinkTextsIn('mr'));
  const unsubscribe = (run: () => Promise<LinkOutcome>) => ({
    label: t.unsubscribeButton,
    busyLabel: t.unsubscribeBusy,
    run,
  });

  it("starts on the page's language, sends the one chosen, says it is saved and lets the subscriber choose again", async () => {
    const sent: string[] = [];
    page({
      action: unsubscribe(never),
      alongside: (
        <LanguageChoice
          current="mr"
          texts={t}
          save={async (language) => {
            sent.push(language);
            return { notice: { text: t.languageSaved, kind: 'success' }, done: false };
          }}
        />
      ),
    });
    const form = screen.getByRole('form', { name: t.languageHeading });
    const marathi = screen.getByRole('radio', { name: 'मराठी' }) as HTMLInputElement;
    expect(marathi.checked).toBe(true);
    // Each language is named in itself, marked as such for a screen reader.
    expect(marathi.closest('label')!.getAttribute('lang')).toBe('mr');
    expect(
      screen.getByRole('radio', { name: 'English' }).closest('label')!.getAttribute('lang'),
    ).toBe('en');
    fireEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.languageSave }));
    });
    expect(sent).toEqual(['hi']);
    expect(form.textContent).toContain(t.languageSaved);
    expect(screen.getByRole('button', { name: t.languageSave })).toBeTruthy();
  });

  it('goes once the subscriber has unsubscribed', async () => {
    page({
      action: unsubscribe(async () => ({
        notice: { text: t.linkUnsubscribed, kind: 'success' },
        done: true,
      })),
      alongside: <LanguageChoice current="mr" texts={t} save={never} />,
    });
    expect(screen.getByRole('form', { name: t.languageHeading })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.unsubscribeButton }));
    });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

function never(): never {
  throw new Error('must not run');
}
