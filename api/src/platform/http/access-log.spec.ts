import express from 'express';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import type { AppConfig } from '../config/app-config';
import { AppLogger, accessLog, requestPath } from './access-log';

/** An Express app logging through the API's settings into `lines`; the guard's place stubbed. */
function appLoggingTo(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const config = { logLevel: 'info', logFormat: 'json' } as AppConfig;
  const logger = pino({ level: 'info' }, stream);
  const app = express();
  app.use(accessLog(logger, config));
  // What the global guard does on a staff route: the principal on the request.
  app.use('/api/admin', (req, _res, next) => {
    (req as unknown as { user: { userId: number } }).user = { userId: 7 };
    next();
  });
  app.get('/api/subscriptions/unsubscribe', (req, res) => {
    res.redirect(303, `/newsletter/unsubscribe?token=${String(req.query.token)}`);
  });
  app.get('/api/admin/applications/3/resume', (_req, res) => {
    res.setHeader('Content-Disposition', 'attachment; filename="Asha_Rao_Resume.pdf"');
    res.send('%PDF');
  });
  // A service's warning while the request is answered (through Nest's logger).
  app.post('/api/slow', (_req, res) => {
    new AppLogger(logger).warn('the mail server took 4 s', 'MailOutbox');
    res.status(202).end();
  });
  app.get('/api/boom', (_req, res) => {
    res.status(500).json({ message: 'Something went wrong on our side.' });
  });
  return app;
}

describe('access log', () => {
  const lines: Record<string, unknown>[] = [];
  const app = appLoggingTo(lines);
  beforeEach(() => (lines.length = 0));

  const only = (id: string) => {
    const line = lines.find((l) => (l.req as { id?: string })?.id === id && l.res);
    expect(line).toBeDefined();
    const { time, pid, hostname, responseTime, ...rest } = line!;
    expect([typeof time, typeof pid, typeof hostname]).toEqual(['number', 'number', 'string']);
    expect(typeof responseTime).toBe('number');
    return { ...rest, responseTime };
  };

  it('a public request: id, method, path without the query, status, duration; no headers', async () => {
    await request(app)
      .get('/api/subscriptions/unsubscribe?token=12.c2lnbmF0dXJl&utm=mail')
      .set('X-Request-Id', 'req-1')
      .set('Cookie', 'sid=secret-cookie')
      .set('Referer', 'https://kavach.example/newsletter?token=12.c2lnbmF0dXJl')
      .expect(303);
    const line = only('req-1');
    expect(line).toEqual({
      level: 30,
      req: { id: 'req-1', method: 'GET', path: '/api/subscriptions/unsubscribe' },
      res: { statusCode: 303 },
      responseTime: line.responseTime,
      msg: `GET /api/subscriptions/unsubscribe 303 (${Math.round(line.responseTime as number)} ms)`,
    });
    expect(JSON.stringify(lines)).not.toMatch(/c2lnbmF0dXJl|secret-cookie|utm/);
  });

  it('a staff request carries the user id, never the Authorization or a Content-Disposition', async () => {
    await request(app)
      .get('/api/admin/applications/3/resume')
      .set('X-Request-Id', 'req-2')
      .set('Authorization', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2ln')
      .expect(200);
    expect(only('req-2')).toMatchObject({
      req: { id: 'req-2', method: 'GET', path: '/api/admin/applications/3/resume' },
      res: { statusCode: 200 },
      userId: 7,
    });
    expect(JSON.stringify(lines)).not.toMatch(/Asha|Rao|eyJhbGciOiJIUzI1NiJ9/);
  });

  it('a 5xx is an access line of the same shape (the exception filter logs the cause)', async () => {
    await request(app).get('/api/boom?q=x').set('X-Request-Id', 'req-3').expect(500);
    expect(only('req-3')).toEqual({
      level: 30,
      req: { id: 'req-3', method: 'GET', path: '/api/boom' },
      res: { statusCode: 500 },
      responseTime: expect.any(Number),
      msg: 'GET /api/boom 500',
    });
  });

  it('a line logged while a request is answered carries its id, method and path', async () => {
    await request(app).post('/api/slow?token=a.b').set('X-Request-Id', 'req-4').expect(202);
    const warning = lines.find((l) => l.msg === 'the mail server took 4 s');
    expect(warning).toMatchObject({
      level: 40,
      req: { id: 'req-4', method: 'POST', path: '/api/slow' },
      context: 'MailOutbox',
    });
    expect(only('req-4')).toMatchObject({ res: { statusCode: 202 } });
  });

  it('a request without a valid id gets a new one, sent back and logged', async () => {
    const res = await request(app).post('/api/slow').set('X-Request-Id', 'not valid!').expect(202);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(only(id)).toMatchObject({ req: { id, method: 'POST', path: '/api/slow' } });
  });

  it('requestPath drops the query', () => {
    expect(requestPath('/api/subscriptions/confirm?token=a.b')).toBe('/api/subscriptions/confirm');
    expect(requestPath('/api/sessions')).toBe('/api/sessions');
    expect(requestPath(undefined)).toBe('');
  });
});
