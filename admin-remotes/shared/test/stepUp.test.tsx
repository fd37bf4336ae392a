import {
  api,
  ApiRequestError,
  isStepUpRequest,
  sessionStore,
  STEP_UP_CANCELLED,
  StepUpHost,
  unwrap,
  USE_CODE_INSTEAD,
  USE_PASSWORD_INSTEAD,
} from '@kavach/admin-shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetch } from './fakeApi';
import {
  CODE,
  enterPassword,
  fakeStepUp,
  PASSWORD,
  renderWithStepUp,
  stepUpDialog,
  WRONG_CODE,
} from './stepUp';

function signIn(twoFactorEnabled?: boolean) {
  sessionStore.start({
    token: 'token-1',
    expiresAt: Date.now() + 3_600_000,
    role: 'admin',
    username: 'boss',
    roleLabel: 'System Admin',
    permissions: ['outbox:manage'],
    lastLoginAt: null,
    ...(twoFactorEnabled === undefined ? {} : { twoFactorEnabled }),
  });
}

const MAIL = { status: 'success', data: { id: 7, subject: 'Thank you' } };
const openMail = (id: number) =>
  unwrap(api.GET('/api/admin/outbox/{id}', { params: { path: { id } } }));

beforeEach(() => signIn());
afterEach(() => sessionStore.end());

describe('step-up dialog', () => {
  it('two-factor on: a code instead of the password; a wrong one is explained, the right one repeats the call', async () => {
    signIn(true);
    const stepUp = fakeStepUp();
    const { calls } = stubFetch({
      ...stepUp.routes,
      'GET /api/admin/outbox/7': stepUp.guarded(() => MAIL),
    });
    renderWithStepUp(<p>tab</p>);
    const opened = openMail(7);
    const dialog = await stepUpDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: USE_CODE_INSTEAD }));
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    const code = within(dialog).getByLabelText('Authentication code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByTestId('step-up-error')).textContent).toBe(WRONG_CODE);
    fireEvent.change(code, { target: { value: ` ${CODE} ` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await opened).toEqual(MAIL);
    expect(
      calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(c.body!) as unknown),
    ).toEqual([{ code: '000000' }, { code: CODE }]);
    expect(calls.filter((c) => c.url.pathname === '/api/admin/outbox/7')).toHaveLength(2);
  });

  it('two-factor on: back from the code to the password, the field emptied', async () => {
    signIn(true);
    const stepUp = fakeStepUp();
    stubFetch({ ...stepUp.routes, 'GET /api/admin/outbox/7': stepUp.guarded(() => MAIL) });
    renderWithStepUp(<p>tab</p>);
    const opened = openMail(7);
    const dialog = await stepUpDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: USE_CODE_INSTEAD }));
    fireEvent.change(within(dialog).getByLabelText('Authentication code'), {
      target: { value: '12' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: USE_PASSWORD_INSTEAD }));
    expect((within(dialog).getByLabelText('Your password') as HTMLInputElement).value).toBe('');
    await enterPassword(PASSWORD);
    expect(await opened).toEqual(MAIL);
  });

  it('two-factor off: the password alone; not known yet: the code is offered as well', async () => {
    signIn(false);
    stubFetch({ 'GET /api/admin/outbox/7': fakeStepUp().guarded(() => MAIL) });
    const { unmount } = renderWithStepUp(<p>tab</p>);
    const refused = openMail(7).catch((e: unknown) => e);
    let dialog = await stepUpDialog();
    expect(within(dialog).getByLabelText('Your password')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: USE_CODE_INSTEAD })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(((await refused) as Error).message).toBe(STEP_UP_CANCELLED);
    unmount();

    signIn();
    renderWithStepUp(<p>tab</p>);
    void openMail(7).catch(() => undefined);
    dialog = await stepUpDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: USE_CODE_INSTEAD }));
    expect(within(dialog).getByLabelText('Authentication code')).toBeTruthy();
  });

  it('calls refused together wait for one dialog, and one proof repeats them all', async () => {
    const stepUp = fakeStepUp();
    const { calls } = stubFetch({
      ...stepUp.routes,
      'GET /api/admin/outbox/(7|8)': stepUp.guarded((url) => ({
        ...MAIL,
        data: { ...MAIL.data, id: Number(url.pathname.split('/').at(-1)) },
      })),
    });
    renderWithStepUp(<p>tab</p>);
    const both = Promise.all([openMail(7), openMail(8)]);
    await stepUpDialog();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await enterPassword(PASSWORD);
    expect((await both).map((m) => m.data.id)).toEqual([7, 8]);
    expect(calls.filter((c) => c.url.pathname === '/api/account/step-up')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(4);
  });

  it('without a dialog on the page the refusal reaches the caller, as the API sent it', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/outbox/7': fakeStepUp().guarded(() => MAIL) });
    const e = await openMail(7).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiRequestError);
    expect(isStepUpRequest(e)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('the session ending while the dialog is open cancels the call', async () => {
    stubFetch({ 'GET /api/admin/outbox/7': fakeStepUp().guarded(() => MAIL) });
    const { unmount } = render(<StepUpHost />);
    const refused = openMail(7).catch((e: unknown) => e);
    await stepUpDialog();
    act(() => unmount());
    expect(((await refused) as Error).message).toBe(STEP_UP_CANCELLED);
  });
});
