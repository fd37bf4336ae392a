import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Inject,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import {
  CONNECTION_LOST_MESSAGES,
  describeDatabaseError,
  isStatementError,
} from '../database/database-error-log';
import type { ErrorBody } from './error-body';
import { codeForStatus, ErrorCode, isErrorCode } from './error-code';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const RETRY_MESSAGE = 'Please try again in a moment.';

/** The sentence an HttpException answers with: its body's (first) message, as the API sends it. */
export function httpErrorMessage(exception: HttpException): string {
  const resp = exception.getResponse();
  if (typeof resp === 'string') return resp;
  const message = (resp as { message?: unknown } | null)?.message;
  if (Array.isArray(message)) return String(message[0] ?? exception.message);
  return typeof message === 'string' ? message : exception.message;
}

/** True for errors that mean "the database is not reachable right now" (not a bad query). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; name?: string } | undefined;
  if (!e) return false;
  // TypeORM releases a query runner whose connection died; using it afterwards (the next query,
  // the COMMIT) throws QueryRunnerAlreadyReleasedError or QueryRunnerProviderAlreadyReleasedError.
  if (/^QueryRunner\w*AlreadyReleasedError$/.test(e.name ?? '')) return true;
  const code = e.code ?? '';
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      'ENOTFOUND',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08001',
      '08003',
      '08004',
    ].includes(code)
  ) {
    return true;
  }
  return CONNECTION_LOST_MESSAGES.test(e.message ?? '');
}

/**
 * True for a statement the database cancelled (57014 query_canceled): it ran or waited for a lock
 * longer than the statement timeout. The request was fine; the database was busy.
 */
function isStatementTimeout(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } } | undefined;
  return (e?.code ?? e?.driverError?.code) === '57014';
}

/** What an error body may carry besides its status and message. */
export interface ErrorExtras {
  /** Defaults to the code of the status. */
  code?: ErrorCode;
  details?: Record<string, string>;
  detailCodes?: Record<string, ErrorCode>;
}

/** Builds the error body for a status; used by the filter and by the raw Express error handler. */
export function errorBody(
  statusCode: number,
  message: string,
  { code, details, detailCodes }: ErrorExtras = {},
): ErrorBody {
  return {
    statusCode,
    error: REASONS[statusCode] ?? (statusCode >= 500 ? 'Server Error' : 'Error'),
    code: code ?? codeForStatus(statusCode),
    message,
    ...(details && Object.keys(details).length ? { details } : {}),
    ...(detailCodes && Object.keys(detailCodes).length ? { detailCodes } : {}),
  };
}

/** Turns every thrown error into the one JSON error shape; never leaks internals. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) {
      res.end();
      return;
    }
    const { status, body, headers } = this.toResponse(exception);
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.status(status).json(body);
  }

  private toResponse(exception: unknown): {
    status: number;
    body: ErrorBody;
    headers: Record<string, string>;
  } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const resp = exception.getResponse();
      let message = httpErrorMessage(exception);
      let details: Record<string, string> | undefined;
      let detailCodes: Record<string, ErrorCode> | undefined;
      let code: ErrorCode | undefined;
      const headers: Record<string, string> = {};
      if (resp && typeof resp === 'object') {
        const r = resp as {
          message?: unknown;
          code?: unknown;
          details?: Record<string, string>;
          detailCodes?: Record<string, ErrorCode>;
          retryAfterSeconds?: number;
        };
        details = r.details;
        detailCodes = r.detailCodes;
        if (isErrorCode(r.code)) code = r.code;
        if (r.retryAfterSeconds) headers['Retry-After'] = String(r.retryAfterSeconds);
      }
      if (
        status === HttpStatus.NOT_FOUND &&
        /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message)
      ) {
        message = this.config.apiDocs
          ? 'No such endpoint. See /api/docs for the API reference.'
          : 'No such endpoint.';
      }
      return { status, body: errorBody(status, message, { code, details, detailCodes }), headers };
    }
    const err = exception as {
      status?: number;
      statusCode?: number;
      type?: string;
      code?: string;
      message?: string;
    };
    // Errors raised by Express middleware (body parser, multer) carry a status of their own.
    const raw = err?.status ?? err?.statusCode;
    if (typeof raw === 'number' && raw >= 400 && raw < 500) {
      return {
        status: raw,
        body: errorBody(raw, clientMessage(err), { code: clientCode(err) }),
        headers: {},
      };
    }
    // The database's errors by SQLSTATE and constraint only: their messages can quote values.
    if (isStatementTimeout(exception)) {
      this.logger.warn(`statement timeout: ${describeDatabaseError(exception)}`);
      return {
        status: 503,
        body: errorBody(503, 'The server is busy. Please try again in a moment.'),
        headers: { 'Retry-After': '5' },
      };
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`database unavailable: ${describeDatabaseError(exception)}`);
      return {
        status: 503,
        body: errorBody(503, RETRY_MESSAGE),
        headers: { 'Retry-After': '5' },
      };
    }
    if (exception instanceof QueryFailedError) {
      const code = (exception as unknown as { driverError?: { code?: string } }).driverError?.code;
      // Invalid text representation / out of range / bad encoding: the input was wrong, not the server.
      if (code && ['22P02', '22003', '22008', '22007', '22021', '22001', '22023'].includes(code)) {
        return {
          status: 400,
          body: errorBody(400, 'A value in the request is not valid.'),
          headers: {},
        };
      }
      // Integrity rules of the schema: the request asked for something the data does not allow.
      if (code === '23502' || code === '23514' || code === '23503') {
        return {
          status: 400,
          body: errorBody(400, 'A required value is missing or not allowed.'),
          headers: {},
        };
      }
      if (code === '23505') {
        return {
          status: 409,
          body: errorBody(409, 'A record with this value already exists.'),
          headers: {},
        };
      }
    }
    // A statement's stack begins with its message: for a database error, the description alone.
    if (isStatementError(exception))
      this.logger.error(`database error: ${describeDatabaseError(exception)}`);
    else this.logger.error(err?.message ?? String(exception), (exception as Error)?.stack);
    return {
      status: 500,
      body: errorBody(500, 'Something went wrong on our side. Please try again later.'),
      headers: {},
    };
  }
}

/** The code of an error thrown by Express middleware (body parsers, multer). */
export function clientCode(err: { type?: string; status?: number }): ErrorCode | undefined {
  switch (err.type) {
    case 'entity.parse.failed':
    case 'request.aborted':
      return ErrorCode.MalformedBody;
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return ErrorCode.UnsupportedMediaType;
    default:
      return undefined;
  }
}

/** A readable message for errors thrown by Express middleware. */
export function clientMessage(err: {
  type?: string;
  code?: string;
  message?: string;
  status?: number;
}): string {
  switch (err.type) {
    case 'entity.parse.failed':
      return 'The request body is not valid JSON.';
    case 'entity.too.large':
      return 'The request body is too large (limit 100 kB).';
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return 'The request body must be UTF-8 encoded.';
    case 'request.aborted':
      return 'The request was aborted before it was complete.';
    default:
      break;
  }
  if (err.code === 'LIMIT_FILE_SIZE') return 'The file is too large.';
  if (err.code?.startsWith('LIMIT_'))
    return 'The upload is not valid: ' + (err.message ?? 'limit exceeded') + '.';
  if (err.status === 413) return 'The request body is too large.';
  return err.message && err.message.length < 200 ? err.message : 'The request is not valid.';
}
