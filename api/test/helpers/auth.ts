import request from 'supertest';
import { UsersService } from '../../src/auth/users.service';
import { solveCaptcha } from './captcha';
import type { TestApp } from './test-app';

export const PASSWORD = 'correct horse battery staple';

export async function createUser(t: TestApp, username: string, role: string, password = PASSWORD) {
  return t.app.get(UsersService).create(username, password, role);
}

/** Logs in through the real endpoint (real captcha) and returns the token. */
export async function loginAs(
  t: TestApp,
  username: string,
  password = PASSWORD,
  panel?: string,
): Promise<string> {
  const res = await request(t.http)
    .post('/api/auth/login')
    .send({ username, password, captcha: await solveCaptcha(t), ...(panel ? { panel } : {}) });
  if (res.status !== 200)
    throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** Requests to the app as the holder of `token` (a signed-in staff member). */
export function asStaff(t: TestApp, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  return {
    get: (path: string) => request(t.http).get(path).set(auth),
    post: (path: string, body?: object) => request(t.http).post(path).set(auth).send(body),
    patch: (path: string, body?: object) => request(t.http).patch(path).set(auth).send(body),
    put: (path: string, body?: object) => request(t.http).put(path).set(auth).send(body),
    delete: (path: string) => request(t.http).delete(path).set(auth),
  };
}
