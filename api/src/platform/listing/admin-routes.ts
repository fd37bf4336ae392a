import { applyDecorators, Controller, Delete, Get, Post, type Type } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiExtension,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Permission } from '../access/permissions';
import { RequirePermission } from '../access/require-permission.decorator';
import { ErrorBody } from '../errors/error-body';
import { ApiFileResponse } from '../files/file-response';
import { DeleteResponse } from './page.views';

/**
 * A controller of the admin panel: its routes under /api/admin/`path`, grouped in the document
 * under "admin: `tag`" (default: the path), each needing `permission`.
 */
export const AdminController = (path: string, permission: Permission, tag = path) =>
  applyDecorators(
    ApiTags(`admin: ${tag}`),
    Controller(`admin/${path}`),
    RequirePermission(permission),
  );

/** POST on the controller's path: creates a record, 201 with `created`. */
export const CreateRoute = (summary: string, created: Type) =>
  applyDecorators(Post(), ApiOperation({ summary }), ApiCreatedResponse({ type: created }));

/**
 * The document's mark of an admin list route: `paged` (page and page size asked) or `whole`
 * (every row on page 1 of 1). Every GET under /api/admin that answers rows carries it
 * (src/openapi/admin-lists.spec.ts).
 */
export const LIST_ROUTE_MARK = 'x-admin-list';

/**
 * GET on the controller's path (or `path`): one page of its admin list, answered in the one
 * list envelope (`page`: a class built with PageOf). `whole`: a short list shown whole
 * (`wholePage`); `notFound`: the list belongs to a record, 404 when there is none (its message).
 */
export const ListRoute = (
  summary: string,
  page: Type,
  opts: { path?: string; whole?: true; notFound?: string | true } = {},
) =>
  applyDecorators(
    Get(opts.path),
    ApiOperation({ summary }),
    ApiOkResponse({ type: page }),
    ApiExtension(LIST_ROUTE_MARK, opts.whole ? 'whole' : 'paged'),
    ...(opts.notFound === undefined
      ? []
      : [
          ApiNotFoundResponse(
            opts.notFound === true
              ? { type: ErrorBody }
              : { type: ErrorBody, description: opts.notFound },
          ),
        ]),
  );

/**
 * A route on one record (`route`: e.g. Put(':id')): its 200 answer `ok`, and a 404 when there
 * is no such record (`notFound`: its message).
 */
export const RecordRoute = (route: MethodDecorator, summary: string, ok: Type, notFound?: string) =>
  applyDecorators(
    route,
    ApiOperation({ summary }),
    ApiOkResponse({ type: ok }),
    ApiNotFoundResponse(
      notFound ? { type: ErrorBody, description: notFound } : { type: ErrorBody },
    ),
  );

/** GET :id: one record, 404 when there is none. */
export const DetailRoute = (summary: string, detail: Type, notFound?: string) =>
  RecordRoute(Get(':id'), summary, detail, notFound);

/** DELETE :id: removes one record (audited), `{ success, message }`; 404 when there is none. */
export const DeleteRoute = (summary: string, notFound: string) =>
  RecordRoute(Delete(':id'), summary, DeleteResponse, notFound);

/**
 * GET export: the records of a date range as a CSV attachment, sent with `sendCsv` on the
 * handler's `@Res()` response; `empty` is the 404 message of a range that holds nothing.
 */
export const CsvExportRoute = (summary: string, empty: string) =>
  applyDecorators(
    Get('export'),
    ApiOperation({ summary }),
    ApiFileResponse(
      ['text/csv'],
      'CSV attachment (UTF-8 with a byte order mark, header row first)',
      {
        'X-Record-Count': {
          description: 'Records in the file (header row excluded), when counted beforehand',
          schema: { type: 'integer' },
        },
      },
    ),
    ApiNotFoundResponse({ type: ErrorBody, description: empty }),
  );
