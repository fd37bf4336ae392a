/**
 * The API's step-up as a tab meets it: an action `guarded` here answers 403 STEP_UP_REQUIRED
 * until POST /api/account/step-up took the right password or code. `stepUpTests` checks one
 * action of a tab the same way in each remote, with the page's one step-up dialog rendered beside
 * the tab as the shell does: the dialog, a wrong password's message, the step-up call, the
 * action sent again unchanged and its result shown; Cancel leaves it undone and says so.
 */
import { STEP_UP_CANCELLED, StepUpHost } from '@kavach/admin-shared';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { stubFetch, type Handler } from './fakeApi';

export const STEP_UP_REQUIRED = 'To confirm it is you, enter your current password.';
export const WRONG_PASSWORD = 'Your current password is not correct.';
export const WRONG_CODE = 'That code is not valid. Check your authenticator app and try again.';
export const PASSWORD = 'my password';
export const CODE = '123456';

const refusal = (status: number, message: string, field: string, code: string) =>
  Response.json(
    { statusCode: status, error: 'x', code, message, details: { [field]: message } },
    { status },
  );

/** A stand-in of the API's step-up: its route, and `guarded` for the actions that need it. */
export function fakeStepUp() {
  let proven = false;
  const routes: Record<string, Handler> = {
    'POST /api/account/step-up': async (_url, req) => {
      const body = (await req.json()) as { currentPassword?: string; code?: string };
      if (body.code !== undefined) {
        if (body.code !== CODE) return refusal(400, WRONG_CODE, 'code', 'INVALID_CREDENTIALS');
      } else if (body.currentPassword !== PASSWORD)
        return refusal(400, WRONG_PASSWORD, 'currentPassword', 'INVALID_CREDENTIALS');
      proven = true;
      return new Response(null, { status: 204 });
    },
  };
  const guarded =
    (handler: Handler): Handler =>
    (url, req) =>
      proven
        ? handler(url, req)
        : refusal(403, STEP_UP_REQUIRED, 'currentPassword', 'STEP_UP_REQUIRED');
  return { routes, guarded };
}

/** The tab with the page's step-up dialog beside it, without antd's motion (modals leave at once). */
export function renderWithStepUp(tab: ReactElement) {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      {tab}
      <StepUpHost />
    </ConfigProvider>,
  );
}

/**
 * The open step-up dialog, found by its form: in tests antd labels every modal by the same id, so
 * over another modal the dialog's own name is not its title.
 */
export async function stepUpDialog(): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name: 'Confirm it is you' });
  return form.closest('.ant-modal') as HTMLElement;
}

export const stepUpDialogShown = () => screen.queryByRole('form', { name: 'Confirm it is you' });

export async function enterPassword(password: string): Promise<HTMLElement> {
  const dialog = await stepUpDialog();
  fireEvent.change(within(dialog).getByLabelText('Your password'), {
    target: { value: password },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return dialog;
}

export interface StepUpCase {
  /** The tab, rendered with the step-up dialog beside it. */
  tab: () => ReactElement;
  /** The action's route, e.g. 'POST /api/admin/privacy/lookup'; it needs the step-up. */
  action: string;
  /** Its answer once the step-up is done. */
  answer: Handler;
  /** The other routes the tab reads (the list, the dashboard). */
  routes?: Record<string, Handler>;
  /** Before rendering: the session, a stubbed download. */
  setup?: () => void;
  /** What a person does to start the action (after the tab has loaded). */
  start: () => Promise<void>;
  /** The action's result on screen once done. */
  done: () => Promise<void>;
}

export function stepUpTests(c: StepUpCase): void {
  function stub() {
    const stepUp = fakeStepUp();
    const stubbed = stubFetch({
      ...stepUp.routes,
      [c.action]: stepUp.guarded(c.answer),
      ...c.routes,
    });
    const [method, path] = c.action.split(' ');
    const sent = () =>
      stubbed.calls.filter(
        (x) => x.method === method && new RegExp(`^${path}$`).test(x.url.pathname),
      );
    const proofs = () =>
      stubbed.calls
        .filter((x) => x.url.pathname === '/api/account/step-up')
        .map((x) => JSON.parse(x.body!));
    return { sent, proofs };
  }

  it('asks to confirm it is you, then sends the same request again and shows its result', async () => {
    c.setup?.();
    const { sent, proofs } = stub();
    renderWithStepUp(c.tab());
    await c.start();

    const dialog = await enterPassword('not it');
    expect((await within(dialog).findByTestId('step-up-error')).textContent).toBe(WRONG_PASSWORD);
    // The dialog stays; the action waits, not sent again yet.
    expect(sent()).toHaveLength(1);
    await enterPassword(PASSWORD);
    await c.done();
    await waitFor(() => expect(stepUpDialogShown()).toBeNull());
    expect(proofs()).toEqual([{ currentPassword: 'not it' }, { currentPassword: PASSWORD }]);
    // The same request (address, query, body) once more: the person re-typed nothing else.
    const [refused, repeated] = sent();
    expect(sent()).toHaveLength(2);
    expect(repeated.url.href).toBe(refused.url.href);
    expect(repeated.body).toBe(refused.body);
  });

  it('Cancel: the action is not done, and the tab says so', async () => {
    c.setup?.();
    const { sent, proofs } = stub();
    renderWithStepUp(c.tab());
    await c.start();
    const dialog = await stepUpDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(new RegExp(STEP_UP_CANCELLED))).toBeTruthy();
    expect(stepUpDialogShown()).toBeNull();
    expect(sent()).toHaveLength(1);
    expect(proofs()).toEqual([]);
  });
}
