import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkActionPage } from './LinkActionPage';
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

function never(): never {
  throw new Error('must not run');
}
