import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import pino, { type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config/app-config';
import { logOutput } from './log-output';

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
type LoggedRequest = IncomingMessage & {
  id?: string;
  // Express's: the URL as received, which routers mounted on a path do not shorten.
  originalUrl?: string;
  user?: { userId?: number };
};

/** The request being answered, for the lines logged while answering it. */
const currentRequest = new AsyncLocalStorage<LoggedRequest>();

/** The fields that tie a line to its request: its id, method and path (no query). */
function requestFields(req: LoggedRequest) {
  return { id: req.id, method: req.method, path: requestPath(req.originalUrl ?? req.url) };
}

const VALID_ID = /^[\w-]{1,64}$/;

/** One logger per level and format in a process (each JSON or pretty output is a worker thread). */
const loggers = new Map<string, Logger>();

/** The API's pino logger: its level, and errors as their type, message and stack. */
export function apiLogger(config: AppConfig): Logger {
  const key = `${config.logLevel} ${config.logFormat}`;
  let logger = loggers.get(key);
  if (!logger) loggers.set(key, (logger = createLogger(config)));
  return logger;
}

function createLogger(config: AppConfig): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    serializers: {
      err: (err: Error) => ({ type: err.name, message: err.message, stack: err.stack }),
    },
  };
  const output = logOutput(config);
  return 'stream' in output
    ? pino(options, output.stream)
    : pino({ ...options, transport: output.transport });
}

/**
 * The first of the API's middleware: every request gets its id (the edge's X-Request-Id when it
 * is a valid one, else a new one, sent back either way), the lines logged while it is answered
 * carry it, and once it is answered one access line says exactly: the request id, method, path
 * (no query), status, duration and, on staff routes, the user id. No headers (a Location with
 * an unsubscribe token, a résumé's Content-Disposition with the applicant's name, cookies), no
 * bodies. Nothing is built for a request beyond its id until its line is written: the request
 * itself is the context the lines read.
 */
export function accessLog(logger: Logger, config: AppConfig): RequestHandler {
  // Access lines are info-level: when the level hides them, skip building them at all.
  const logged = ['info', 'debug', 'trace'].includes(config.logLevel);
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
    (req as LoggedRequest).id = id;
    res.setHeader('X-Request-Id', id);
    if (logged && !req.originalUrl.startsWith('/api/health')) {
      const start = process.hrtime.bigint();
      res.once('close', () => writeAccessLine(logger, req, res, start));
    }
    currentRequest.run(req, next);
  };
}

function writeAccessLine(logger: Logger, req: LoggedRequest, res: ServerResponse, start: bigint) {
  const ms = Math.round(Number(process.hrtime.bigint() - start) / 1e6);
  const path = requestPath(req.originalUrl ?? req.url);
  const line = `${req.method} ${path} ${res.statusCode}`;
  const fields: Record<string, unknown> = {
    req: { id: req.id, method: req.method, path },
    res: { statusCode: res.statusCode },
    responseTime: ms,
  };
  const userId = req.user?.userId;
  if (userId !== undefined) fields.userId = userId;
  // A 5xx is an access line like the others: the exception filter has logged its cause.
  if (!res.writableFinished) logger.info(fields, `${line} (client gone after ${ms} ms)`);
  else logger.info(fields, res.statusCode >= 500 ? line : `${line} (${ms} ms)`);
}

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * Nest's logger (services' `new Logger(Context)`, Nest's own lines) over the API's pino logger:
 * the last argument is the context; an Error is logged as `err`; a line logged while a request
 * is answered carries that request's id, method and path.
 */
export class AppLogger implements LoggerService {
  constructor(readonly pino: Logger) {}

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    const req = currentRequest.getStore();
    if (req) fields.req = requestFields(req);
    const params = rest.slice(0, -1);
    if (rest.length) fields.context = rest[rest.length - 1];
    if (message instanceof Error) {
      fields.err = message;
      this.pino[level](fields, ...(params as []));
    } else if (message !== null && typeof message === 'object') {
      this.pino[level](Object.assign(fields, message), ...(params as []));
    } else if (
      // Nest's exception handlers call error(message, stack, context).
      level === 'error' &&
      typeof message === 'string' &&
      params.length === 1 &&
      typeof params[0] === 'string' &&
      /\n\s*at /.test(params[0])
    ) {
      const err = new Error(message);
      err.stack = params[0];
      fields.err = err;
      this.pino.error(fields);
    } else {
      this.pino[level](fields, String(message), ...(params as []));
    }
  }
}
