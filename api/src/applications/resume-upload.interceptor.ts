import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { APPLICATION_MESSAGES as M, RESUME_MAX_BYTES } from './application.constants';

/** Multipart limits: one resume in memory, a bounded number of short text fields. */
const UPLOAD_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 16,
  parts: 17,
  fieldNameSize: 64,
  fieldSize: 16 * 1024,
  headerPairs: 32,
};

const badRequest = (message: string, field?: string) =>
  new BadRequestException({ message, ...(field ? { details: { [field]: message } } : {}) });

/** multer / busboy failures → the API's readable 4xx messages (never a 500). */
export function uploadError(err: unknown): HttpException {
  if (err instanceof HttpException) return err;
  const e = err as { code?: string; field?: string; message?: string };
  switch (e.code) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLargeException({
        message: M.resumeTooLarge,
        details: { resume: M.resumeTooLarge },
      });
    case 'LIMIT_UNEXPECTED_FILE':
      return e.field === 'resume'
        ? badRequest('Send one resume file only.', 'resume')
        : badRequest(`Unknown field "${e.field ?? ''}".`, e.field);
    case 'LIMIT_FILE_COUNT':
      return badRequest('Send one resume file only.', 'resume');
    case 'LIMIT_FIELD_VALUE':
      return badRequest(`${e.field ?? 'A field'} is too long.`, e.field);
    case 'LIMIT_FIELD_KEY':
    case 'MISSING_FIELD_NAME':
    case 'INVALID_FIELD_NAME':
    case 'LIMIT_FIELD_NESTING':
    case 'LIMIT_FIELD_ARRAY_INDEX':
      return badRequest('The form has a field name that is not valid.');
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
      return badRequest('The form has too many fields.');
    default:
      break;
  }
  // busboy: truncated or malformed bodies, a missing boundary, an aborted upload.
  return badRequest('The upload is incomplete or malformed. Please try again.');
}

/**
 * Parses the application form (multipart/form-data) with multer into memory, so the text fields
 * are validated and the resume's bytes checked before anything is stored. Anything other than
 * multipart is refused with 415.
 */
@Injectable()
export class ResumeUploadInterceptor implements NestInterceptor {
  private readonly parse = multer({
    storage: multer.memoryStorage(),
    limits: UPLOAD_LIMITS,
  }).single('resume');

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = ctx.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (!req.is('multipart/form-data')) {
      throw new UnsupportedMediaTypeException(M.notMultipart);
    }
    await new Promise<void>((resolve, reject) =>
      this.parse(req, res, (err: unknown) => (err ? reject(uploadError(err)) : resolve())),
    );
    // multer gives the body a null prototype; class-transformer and the whitelist want a plain one.
    req.body = { ...(req.body as object) };
    return next.handle();
  }
}
