import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';

export const ONE_CLICK_MEDIA_TYPE =
  'Send List-Unsubscribe=One-Click as application/x-www-form-urlencoded or multipart/form-data, or no body.';
const ONE_CLICK_MALFORMED = 'The unsubscribe request is not valid.';

/** A multipart body holds one short text field at most: no files. */
const fields = multer({
  limits: { files: 0, fields: 2, parts: 2, fieldNameSize: 64, fieldSize: 64, headerPairs: 8 },
}).none();

/**
 * The body of the one-click POST (RFC 8058): mail providers send `List-Unsubscribe=One-Click`
 * form-encoded (parsed by the app's body parser) or as multipart/form-data (parsed here, text
 * fields only); the site's button sends none. A body of any other type is a 415.
 */
@Injectable()
export class OneClickBody implements NestInterceptor {
  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const res = ctx.switchToHttp().getResponse<Response>();
    // An empty body (Content-Length: 0, or none) is fine whatever its Content-Type says.
    const empty =
      req.headers['content-length'] === '0' ||
      (req.headers['content-length'] === undefined && !req.headers['transfer-encoding']);
    const type = empty ? null : req.is(['urlencoded', 'multipart', 'json']);
    if (type === false) throw new UnsupportedMediaTypeException(ONE_CLICK_MEDIA_TYPE);
    if (type === 'multipart') {
      await new Promise<void>((resolve, reject) =>
        fields(req, res, (err: unknown) =>
          err ? reject(new BadRequestException(ONE_CLICK_MALFORMED)) : resolve(),
        ),
      );
    }
    return next.handle();
  }
}
