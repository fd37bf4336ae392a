import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  HttpCode,
  Inject,
  Ip,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import type { Principal } from '../platform/access/principal';
import {
  RequirePermission,
  RequirePermissionInstead,
} from '../platform/access/require-permission.decorator';
import { RequiresStepUp } from '../platform/access/requires-step-up.decorator';
import { sendCsv } from '../platform/csv/csv';
import { ErrorBody } from '../platform/errors/error-body';
import {
  CsvExportRoute,
  DeleteRoute,
  DetailRoute,
  ListRoute,
  RecordRoute,
} from '../platform/listing/admin-routes';
import { IdParam, IdParamPipe } from '../platform/listing/id-param.pipe';
import { wholePage } from '../platform/listing/listing';
import { DeleteResponse } from '../platform/listing/page.views';
import type { InboxStatus } from '../submissions/inbox-status';
import type { InboxFilter } from './dto/inbox-filters.dto';
import {
  type InboxBulkDto,
  BULK_FILTER_CAP,
  BulkResponse,
  NoteDto,
  NoteResponse,
  NotesResponse,
} from './dto/inbox.views';
import { InboxBulkService } from './inbox-bulk.service';
import type { InboxKind } from './inbox-kind';
import { NOTE_NOT_FOUND, NOTE_NOT_YOURS, InboxNotesService } from './inbox-notes.service';
import { InboxRecordsService } from './inbox-records.service';
import type { InboxListQuery } from './inbox.repository';
import { InboxService } from './inbox.service';
import { holds } from '../platform/access/record-access';

const BULK_SUMMARY =
  `status or delete on the selected rows (ids) or the current filter (${BULK_FILTER_CAP} rows at ` +
  'most); 409 when the rows matching now are not `expected`; delete needs the delete permission';

const OPEN_SUMMARY = (noun: string, opened: string | null) =>
  opened
    ? `What the details modal calls: a New ${noun} becomes ${opened} (audited); any other ` +
      'status stays. Answers the record and its notes'
    : `What the details modal calls: changes nothing (staff choose the ${noun}'s status). ` +
      'Answers the record and its notes';

/**
 * The staff panel's routes of one kind of record under /api/admin/<kind>: list, CSV export,
 * detail, delete, status, open, bulk actions and notes, all from the kind's descriptor. The
 * kind's module registers a subclass, which adds the kind's own routes; a subclass's methods
 * are routed before these, so its fixed paths (e.g. status-counts) come before `:id`.
 */
export function inboxAdminController(kind: InboxKind) {
  const { api, permissions } = kind;
  /** The permission of the handling routes, where it is not the reading one. */
  const Handling = () =>
    permissions.handle === permissions.read
      ? applyDecorators()
      : RequirePermissionInstead(permissions.handle);

  @ApiTags(api.tag)
  @Controller(`admin/${kind.kind}`)
  @RequirePermission(permissions.read)
  class InboxAdminController {
    constructor(
      @Inject(InboxRecordsService) readonly records: InboxRecordsService,
      @Inject(InboxService) readonly inbox: InboxService,
      @Inject(InboxNotesService) readonly notesOf: InboxNotesService,
      @Inject(InboxBulkService) readonly bulkActions: InboxBulkService,
    ) {}

    @ListRoute(api.list, api.page)
    list(@Query() q: InboxListQuery): Promise<object> {
      return this.records.list(kind, q);
    }

    @CsvExportRoute(api.export, kind.csv.empty)
    @RequiresStepUp()
    async export(
      @Query() q: InboxFilter,
      @Res() res: Response,
      @CurrentPrincipal() p: Principal,
      @Ip() ip: string,
    ): Promise<void> {
      await sendCsv(res, await this.records.export(kind, q, p, ip));
    }

    @DetailRoute(api.detail, api.detailResponse, api.detailNotFound)
    async detail(@IdParam() id: number): Promise<object> {
      return { status: 'success', data: await this.records.get(kind, id) };
    }

    @DeleteRoute(api.delete, kind.notFound)
    @RequirePermissionInstead(permissions.delete)
    @RequiresStepUp()
    async remove(
      @IdParam() id: number,
      @CurrentPrincipal() p: Principal,
      @Ip() ip: string,
    ): Promise<DeleteResponse> {
      await this.records.delete(kind, id, p, ip);
      return { success: true, message: api.deleted };
    }

    @RecordRoute(Patch(':id/status'), api.status, api.statusResponse, kind.notFound)
    @Handling()
    async setStatus(
      @IdParam() id: number,
      @Body() dto: { status: InboxStatus },
      @CurrentPrincipal() p: Principal,
      @Ip() ip: string,
    ): Promise<object> {
      return {
        status: 'success',
        data: await this.inbox.setStatus(kind, id, dto.status, p, ip),
      };
    }

    @RecordRoute(
      Post(':id/open'),
      OPEN_SUMMARY(kind.noun, api.openedLabel),
      api.openedResponse,
      kind.notFound,
    )
    @HttpCode(200)
    @Handling()
    async open(
      @IdParam() id: number,
      @CurrentPrincipal() p: Principal,
      @Ip() ip: string,
    ): Promise<object> {
      return { status: 'success', ...(await this.inbox.open(kind, id, p, ip)) };
    }

    @Post('bulk')
    @HttpCode(200)
    @ApiOperation({ summary: `Bulk action on ${kind.kind}: ${BULK_SUMMARY} (audited once)` })
    @ApiOkResponse({ type: BulkResponse })
    @ApiBadRequestResponse({
      type: ErrorBody,
      description: 'Bad input, or a filter over the cap',
    })
    @ApiConflictResponse({ type: ErrorBody, description: 'The selection changed' })
    @Handling()
    // Asked only of those who may delete: anyone else is refused the delete itself.
    @RequiresStepUp({
      condition: 'when `action` is delete',
      when: ({ body, user }) =>
        (body as { action?: unknown } | undefined)?.action === 'delete' &&
        holds(user, permissions.delete),
    })
    bulk(
      @Body() dto: InboxBulkDto,
      @CurrentPrincipal() p: Principal,
      @Ip() ip: string,
    ): Promise<BulkResponse> {
      return this.bulkActions.bulk(kind, dto, p, ip);
    }

    @ListRoute('The internal notes of one record, oldest first (all of them)', NotesResponse, {
      path: ':id/notes',
      whole: true,
      notFound: true,
    })
    @Handling()
    async notes(@IdParam() id: number): Promise<NotesResponse> {
      return wholePage(await this.notesOf.notes(kind, id));
    }

    @Post(':id/notes')
    @ApiOperation({
      summary: 'Add an internal note (1-2000 characters, trimmed; never sent anywhere; audited)',
    })
    @ApiCreatedResponse({ type: NoteResponse })
    @ApiNotFoundResponse({ type: ErrorBody })
    @Handling()
    async addNote(
      @IdParam() id: number,
      @Body() dto: NoteDto,
      @CurrentPrincipal() p: Principal,
      @Ip() ip: string,
    ): Promise<NoteResponse> {
      return {
        status: 'success',
        data: await this.notesOf.addNote(kind, id, dto.body, p, ip),
      };
    }

    @RecordRoute(
      Delete(':id/notes/:noteId'),
      'Delete a note: its author or a System Admin (audited)',
      DeleteResponse,
      NOTE_NOT_FOUND,
    )
    @ApiForbiddenResponse({ type: ErrorBody, description: NOTE_NOT_YOURS })
    @Handling()
    async deleteNote(
      @IdParam() id: number,
      @Param('noteId', IdParamPipe) noteId: number,
      @CurrentPrincipal() p: Principal,
      @Ip() ip: string,
    ): Promise<DeleteResponse> {
      await this.notesOf.deleteNote(kind, id, noteId, p, ip);
      return { success: true, message: 'Note deleted.' };
    }
  }

  // The kind's own query and body classes, which validation and the document read from the
  // parameters' design types (the declarations above name what all kinds have in common).
  const paramTypes: Record<string, unknown[]> = {
    list: [kind.dto.list],
    export: [kind.dto.export, Object, Object, String],
    setStatus: [Number, kind.dto.status, Object, String],
    bulk: [kind.dto.bulk, Object, String],
  };
  for (const [method, types] of Object.entries(paramTypes)) {
    Reflect.defineMetadata('design:paramtypes', types, InboxAdminController.prototype, method);
  }
  // The document's operation ids are the class's name: ContactsAdmin_list, …
  const name = `${kind.kind.charAt(0).toUpperCase()}${kind.kind.slice(1)}AdminController`;
  Object.defineProperty(InboxAdminController, 'name', { value: name });
  return InboxAdminController;
}
