import {
  applyDecorators,
  BadRequestException,
  HttpCode,
  Injectable,
  PayloadTooLargeException,
  Post,
  UseInterceptors,
  type Type,
  type CallHandler,
  type ExecutionContext,
  type HttpException,
  type NestInterceptor,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import type { Permission } from '../access/permissions';
import { RequirePermission } from '../access/require-permission.decorator';
import { ErrorBody } from '../errors/error-body';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TOO_LARGE = 'The image is too large. The limit is 5 MB.';
const IMAGE_FIELD = 'Please upload the image in the form field "image".';
const UPLOAD_INVALID = 'The upload is not valid. Please choose the image again.';
export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG, GIF or WebP images are allowed (5 MB at most).';
const NO_IMAGE = 'Please choose an image to upload.';

const single = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 2048 },
}).single('image');

function toHttp(err: { code?: string }): HttpException {
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLargeException({
        message: IMAGE_TOO_LARGE,
        details: { image: IMAGE_TOO_LARGE },
      });
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return new BadRequestException({ message: IMAGE_FIELD, details: { image: IMAGE_FIELD } });
    default:
      return new BadRequestException({
        message: UPLOAD_INVALID,
        details: { image: UPLOAD_INVALID },
      });
  }
}

/**
 * Parses an image upload's multipart body into memory (≤ 5 MB, one file in `image`, a few short
 * text fields) with readable errors: 413 over the limit, 400 for anything malformed. Nothing is
 * written to disk here; the route checks the bytes (detectAllowedType) before storing.
 */
@Injectable()
class ImageUpload implements NestInterceptor {
  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = ctx.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    await new Promise<void>((resolve, reject) =>
      single(req, res, (err: unknown) =>
        err ? reject(toHttp(err as { code?: string })) : resolve(),
      ),
    );
    return next.handle();
  }
}

/**
 * POST `path`: an image upload needing `permission` — the multipart `image` (≤ 5 MB) and any
 * short text `fields` — answered 201 with `created`; the refusals are in the document.
 */
export const ImageUploadRoute = (opts: {
  path?: string;
  permission: Permission;
  summary: string;
  description?: string;
  /** Text fields beside the image, each required: their schema in the document. */
  fields?: Record<string, { type: 'string'; maxLength?: number; description?: string }>;
  created: Type;
}) =>
  applyDecorators(
    Post(opts.path),
    RequirePermission(opts.permission),
    UseInterceptors(ImageUpload),
    HttpCode(201),
    ApiOperation({ summary: opts.summary, description: opts.description }),
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        properties: { image: { type: 'string', format: 'binary' }, ...opts.fields },
        required: ['image', ...Object.keys(opts.fields ?? {})],
      },
    }),
    ApiCreatedResponse({ type: opts.created }),
    ApiBadRequestResponse({ type: ErrorBody, description: IMAGE_TYPE_MESSAGE }),
    ApiPayloadTooLargeResponse({ type: ErrorBody, description: IMAGE_TOO_LARGE }),
  );

/** The uploaded image's bytes; 400 with a field message when none came. */
export function uploadedImage(req: Request & { file?: Express.Multer.File }): Buffer {
  const file = req.file;
  if (!file?.buffer?.length) {
    throw new BadRequestException({ message: NO_IMAGE, details: { image: NO_IMAGE } });
  }
  return file.buffer;
}
