import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  Ip,
  Param,
  Patch,
  Post,
  Query,
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
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Permission } from '../platform/access/permissions';
import { Authenticated, RequirePermission } from '../platform/access/require-permission.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import { ListRoute, RecordRoute } from '../platform/listing/admin-routes';
import { wholePage } from '../platform/listing/listing';
import { IdParam, IdParamPipe } from '../platform/listing/id-param.pipe';
import { DeleteResponse } from '../platform/listing/page.views';
import { ApplicationFilterDto } from './dto/inbox-filters.dto';
import {
  ApplicationBulkDto,
  ApplicationOpened,
  ApplicationStatusCounts,
  ApplicationStatusDto,
  ApplicationStatusResponse,
  BULK_FILTER_CAP,
  BulkResponse,
  ContactBulkDto,
  ContactOpened,
  InboxCounts,
  NoteDto,
  NoteResponse,
  NotesResponse,
  RegistrationBulkDto,
  RegistrationOpened,
  SubmissionStatusDto,
  SubmissionStatusResponse,
} from './dto/inbox.views';
import { INBOX, type InboxKindSpec } from './inbox-kinds';
import { InboxService, NOTE_NOT_FOUND, NOTE_NOT_YOURS } from './inbox.service';

const BULK_SUMMARY =
  `status or delete on the selected rows (ids) or the current filter (${BULK_FILTER_CAP} rows at ` +
  'most); 409 when the rows matching now are not `expected`; delete needs the delete permission';

/** POST bulk: a bulk action's documented answers. */
const BulkRoute = (noun: string) =>
  applyDecorators(
    Post('bulk'),
    HttpCode(200),
    ApiOperation({ summary: `Bulk action on ${noun}: ${BULK_SUMMARY} (audited once)` }),
    ApiOkResponse({ type: BulkResponse }),
    ApiBadRequestResponse({ type: ErrorBody, description: 'Bad input, or a filter over the cap' }),
    ApiConflictResponse({ type: ErrorBody, description: 'The selection changed' }),
  );

/**
 * The notes of one kind's records (the same for every kind): list, add, delete. Each inbox
 * controller below extends it for its kind (`spec`), under its own path and read permission.
 */
abstract class NotesRoutes {
  protected abstract readonly spec: InboxKindSpec;

  constructor(@Inject(InboxService) protected readonly inbox: InboxService) {}

  @ListRoute('The internal notes of one record, oldest first (all of them)', NotesResponse, {
    path: ':id/notes',
    whole: true,
    notFound: true,
  })
  async notes(@IdParam() id: number): Promise<NotesResponse> {
    return wholePage(await this.inbox.notes(this.spec, id));
  }

  @Post(':id/notes')
  @ApiOperation({
    summary: 'Add an internal note (1-2000 characters, trimmed; never sent anywhere; audited)',
  })
  @ApiCreatedResponse({ type: NoteResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async addNote(
    @IdParam() id: number,
    @Body() dto: NoteDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<NoteResponse> {
    return { status: 'success', data: await this.inbox.addNote(this.spec, id, dto.body, p, ip) };
  }

  @RecordRoute(
    Delete(':id/notes/:noteId'),
    'Delete a note: its author or a System Admin (audited)',
    DeleteResponse,
    NOTE_NOT_FOUND,
  )
  @ApiForbiddenResponse({ type: ErrorBody, description: NOTE_NOT_YOURS })
  async deleteNote(
    @IdParam() id: number,
    @Param('noteId', IdParamPipe) noteId: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<DeleteResponse> {
    await this.inbox.deleteNote(this.spec, id, noteId, p, ip);
    return { success: true, message: 'Note deleted.' };
  }
}

const OPEN_SUMMARY = (noun: string, from: string) =>
  `What the details modal calls: a New ${noun} becomes ${from} (audited); any other status ` +
  'stays. Answers the record and its notes';

@ApiTags('admin: contacts')
@Controller('admin/contacts')
@RequirePermission(Permission.ContactsRead)
export class ContactsInboxController extends NotesRoutes {
  protected readonly spec = INBOX.contacts;

  @RecordRoute(
    Patch(':id/status'),
    'Set the status of one contact (audited: from → to)',
    SubmissionStatusResponse,
    INBOX.contacts.notFound,
  )
  async setStatus(
    @IdParam() id: number,
    @Body() dto: SubmissionStatusDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<SubmissionStatusResponse> {
    const data = await this.inbox.setStatus(this.spec, id, dto.status, p, ip);
    return { status: 'success', data: data as SubmissionStatusResponse['data'] };
  }

  @RecordRoute(
    Post(':id/open'),
    OPEN_SUMMARY('contact', 'Read'),
    ContactOpened,
    INBOX.contacts.notFound,
  )
  @HttpCode(200)
  async open(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContactOpened> {
    return { status: 'success', ...(await this.inbox.open(this.spec, id, p, ip)) } as ContactOpened;
  }

  @BulkRoute('contacts')
  bulk(
    @Body() dto: ContactBulkDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<BulkResponse> {
    return this.inbox.bulk(this.spec, dto, p, ip);
  }
}

@ApiTags('admin: registrations')
@Controller('admin/registrations')
@RequirePermission(Permission.RegistrationsRead)
export class RegistrationsInboxController extends NotesRoutes {
  protected readonly spec = INBOX.registrations;

  @RecordRoute(
    Patch(':id/status'),
    'Set the status of one registration (audited: from → to)',
    SubmissionStatusResponse,
    INBOX.registrations.notFound,
  )
  async setStatus(
    @IdParam() id: number,
    @Body() dto: SubmissionStatusDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<SubmissionStatusResponse> {
    const data = await this.inbox.setStatus(this.spec, id, dto.status, p, ip);
    return { status: 'success', data: data as SubmissionStatusResponse['data'] };
  }

  @RecordRoute(
    Post(':id/open'),
    OPEN_SUMMARY('registration', 'Read'),
    RegistrationOpened,
    INBOX.registrations.notFound,
  )
  @HttpCode(200)
  async open(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<RegistrationOpened> {
    return {
      status: 'success',
      ...(await this.inbox.open(this.spec, id, p, ip)),
    } as RegistrationOpened;
  }

  @BulkRoute('registrations')
  bulk(
    @Body() dto: RegistrationBulkDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<BulkResponse> {
    return this.inbox.bulk(this.spec, dto, p, ip);
  }
}

@ApiTags('admin: career applications')
@Controller('admin/applications')
@RequirePermission(Permission.ApplicationsRead)
export class ApplicationsInboxController extends NotesRoutes {
  protected readonly spec = INBOX.applications;

  /** Registered before ApplicationsAdminController's GET :id (InboxModule comes first). */
  @Get('status-counts')
  @ApiOperation({
    summary: 'How many applications of the filter (search, dates, position) are in each status',
  })
  @ApiOkResponse({ type: ApplicationStatusCounts })
  async statusCounts(@Query() q: ApplicationFilterDto): Promise<ApplicationStatusCounts> {
    const { data, total } = await this.inbox.statusCounts(this.spec, q);
    return { status: 'success', data: data as unknown as ApplicationStatusCounts['data'], total };
  }

  @RecordRoute(
    Patch(':id/status'),
    'Set the pipeline status of one application (audited: from → to)',
    ApplicationStatusResponse,
    INBOX.applications.notFound,
  )
  async setStatus(
    @IdParam() id: number,
    @Body() dto: ApplicationStatusDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ApplicationStatusResponse> {
    const data = await this.inbox.setStatus(this.spec, id, dto.status, p, ip);
    return { status: 'success', data: data as ApplicationStatusResponse['data'] };
  }

  @RecordRoute(
    Post(':id/open'),
    OPEN_SUMMARY('application', 'Reviewed'),
    ApplicationOpened,
    INBOX.applications.notFound,
  )
  @HttpCode(200)
  async open(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ApplicationOpened> {
    return {
      status: 'success',
      ...(await this.inbox.open(this.spec, id, p, ip)),
    } as ApplicationOpened;
  }

  @BulkRoute('applications')
  bulk(
    @Body() dto: ApplicationBulkDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<BulkResponse> {
    return this.inbox.bulk(this.spec, dto, p, ip);
  }
}

@ApiTags('admin: inbox')
@Controller('admin/inbox-counts')
export class InboxCountsController {
  constructor(@Inject(InboxService) private readonly inbox: InboxService) {}

  @Get()
  @Authenticated()
  @Header('Cache-Control', 'private, max-age=60')
  @ApiOperation({
    summary:
      'New items per tab (the tab labels), only the tabs the caller may read; cacheable for a minute',
  })
  @ApiOkResponse({ type: InboxCounts })
  counts(@CurrentPrincipal() p: Principal): Promise<InboxCounts> {
    return this.inbox.counts(p);
  }
}
