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
