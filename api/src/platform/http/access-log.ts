import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Options } from 'pino-http';
import type { AppConfig } from '../config/app-config';

/**
 * The path of a request as logged: never its query, where mail links carry their signed tokens
 * (unsubscribe, confirm) and search boxes what staff typed.
 */
export function requestPath(url: string | undefined): string {
  const u = url ?? '';
  const q = u.indexOf('?');
  return q < 0 ? u : u.slice(0, q);
}

/** What the global guard attaches to a staff request (see auth.guard.ts). */
type LoggedRequest = IncomingMessage & { id?: unknown; user?: { userId?: number } };

/** The staff user of a request, once the guard has authenticated it; nothing for the public. */
function withUser<T extends object>(req: LoggedRequest, fields: T): T & { userId?: number } {
  const userId = req.user?.userId;
  return userId === undefined ? fields : Object.assign(fields, { userId });
}

const line = (req: IncomingMessage, res: ServerResponse) =>
  `${req.method} ${requestPath(req.url)} ${res.statusCode}`;

/**
 * pino-http's settings for the API. An access line holds exactly the request id, method, path
 * (no query), status, duration and, on staff routes, the user id: no headers (a Location with
 * an unsubscribe token, a résumé's Content-Disposition with the applicant's name, cookies), no
 * bodies. The serializers see the raw objects (no wrapping), so no full copy of the headers is
 * ever built: less work per request, too.
 */
export function accessLogOptions(config: AppConfig): Options {
  return {
    level: config.logLevel,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id =
        typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    wrapSerializers: false,
    serializers: {
      // Bound to every line logged during the request (warnings too), for correlation.
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, path: requestPath(req.url) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      // Only for lines that log an error object; the exception filter logs a failure's cause.
      err: (err: Error) => ({ type: err.name, message: err.message, stack: err.stack }),
    },
    customSuccessMessage: (req, res, ms) => `${line(req, res)} (${Math.round(ms)} ms)`,
    // A 5xx is an access line like the others: the exception filter has logged its cause.
    customErrorMessage: line,
    customSuccessObject: (req, _res, fields: object) => withUser(req as LoggedRequest, fields),
    customErrorObject: (req, _res, _err, fields: { err?: unknown }) => {
      delete fields.err;
      return withUser(req as LoggedRequest, fields);
    },
    // Access lines are info-level: when the level hides them, skip building them at all.
    autoLogging: ['info', 'debug', 'trace'].includes(config.logLevel)
      ? { ignore: (req) => (req.url ?? '').startsWith('/api/health') }
      : false,
  };
}

/**
 * Where the lines go: stdout, written by a pino transport in a worker thread, so a request never
 * waits for the write (a pipe write cost more than building the line). In a terminal, one
 * readable line per entry ("12:01:02 INFO GET /api/sessions 200 (3 ms)"); else JSON lines.
 */
export function logOutput(config: AppConfig): Pick<Options, 'transport'> {
  if (config.logFormat === 'pretty')
    return {
      transport: {
        target: 'pino-pretty',
        options: {
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,req,res,responseTime,context,userId',
          messageFormat: '{if context}[{context}] {end}{msg}{if userId} (user {userId}){end}',
        },
      },
    };
  return { transport: { target: 'pino/file', options: { destination: 1 } } };
}
