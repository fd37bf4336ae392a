import { applyDecorators, Get, Header, HttpCode, Post, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, type ApiOperationOptions } from '@nestjs/swagger';
import { Public } from './public.decorator';

/**
 * POST `path` (under the controller's; '/' for its own) that performs an action and answers 200
 * with `ok` (not 201: it creates no resource), e.g. "change your password" or "send this mail
 * again".
 */
export const ActionRoute = (path: string, summary: string, ok: Type) =>
  applyDecorators(
    Post(path),
    HttpCode(200),
    ApiOperation({ summary }),
    ApiOkResponse({ type: ok }),
  );

/**
 * GET on the controller's path (or `path`) that anyone may read (the public site's lists and settings),
 * answered with `ok` and cached as `cacheControl` says.
 */
export const PublicRead = (
  operation: string | ApiOperationOptions,
  ok: Type,
  cacheControl: string,
  path?: string,
) =>
  applyDecorators(
    Get(path),
    Public(),
    Header('Cache-Control', cacheControl),
    ApiOperation(typeof operation === 'string' ? { summary: operation } : operation),
    ApiOkResponse({ type: ok }),
  );
