import { Body, Delete, Get, Inject, Ip, Patch, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { RequiresStepUp } from '../platform/access/requires-step-up.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import { ActionRoute } from '../platform/http/routes';
import {
  AdminController,
  CreateRoute,
  DetailRoute,
  ListRoute,
  RecordRoute,
} from '../platform/listing/admin-routes';
import { IdParam } from '../platform/listing/id-param.pipe';
import { DeleteResponse } from '../platform/listing/page.views';
import {
  CreateNewsletterDto,
  NewsletterListQueryDto,
  NewsletterListResponse,
  NewsletterRecipientsResponse,
  NewsletterResponse,
  NewsletterTestResponse,
  SendNewsletterDto,
  UpdateNewsletterDto,
} from './dto/newsletter.dto';
import { NEWSLETTER_KIND as K } from './newsletter.kind';
import { NewslettersService } from './newsletters.service';

const NOT_FOUND = K.messages.notFound;

@AdminController(K.table, K.permissions.send)
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input; `details` per field' })
export class NewslettersAdminController {
  constructor(@Inject(NewslettersService) private readonly newsletters: NewslettersService) {}

  @ListRoute('Newsletters, newest first (search: subject)', NewsletterListResponse)
  list(@Query() q: NewsletterListQueryDto): Promise<NewsletterListResponse> {
    return this.newsletters.list(q);
  }

  @CreateRoute('Write a new draft', NewsletterResponse)
  async create(
    @Body() dto: CreateNewsletterDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<NewsletterResponse> {
    return { status: 'success', data: await this.newsletters.create(dto, p, ip) };
  }

  // Declared before ':id', which would take "recipients" for an id.
  @Get('recipients')
  @ApiOperation({ summary: 'The number of confirmed subscribers now: who a send would go to' })
  @ApiOkResponse({ type: NewsletterRecipientsResponse })
  async recipients(): Promise<NewsletterRecipientsResponse> {
    return { count: await this.newsletters.recipients() };
  }

  @DetailRoute('One newsletter with its sending progress', NewsletterResponse, NOT_FOUND)
  async get(@IdParam() id: number): Promise<NewsletterResponse> {
    return { status: 'success', data: await this.newsletters.get(id) };
  }

  @RecordRoute(
    Patch(':id'),
    'Change a draft (409 when `version` is not the current one, or it is no draft)',
    NewsletterResponse,
    NOT_FOUND,
  )
  @ApiConflictResponse({ type: ErrorBody })
  async update(
    @IdParam() id: number,
    @Body() dto: UpdateNewsletterDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<NewsletterResponse> {
    return { status: 'success', data: await this.newsletters.update(id, dto, p, ip) };
  }

  @RecordRoute(Delete(':id'), 'Delete a draft', DeleteResponse, NOT_FOUND)
  @ApiConflictResponse({ type: ErrorBody, description: K.messages.onlyDraftDeleted })
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<DeleteResponse> {
    await this.newsletters.remove(id, p, ip);
    return { success: true, message: K.messages.deleted };
  }

  @ActionRoute(
    ':id/test',
    'Mail the newsletter, marked [Test], to the signed-in staff member’s own address',
    NewsletterTestResponse,
  )
  async test(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<NewsletterTestResponse> {
    return { success: true, message: await this.newsletters.sendTest(id, p, ip) };
  }

  @ActionRoute(
    ':id/send',
    'Send a draft to every confirmed subscriber (409 when `expected` is not their number now)',
    NewsletterResponse,
  )
  @ApiConflictResponse({ type: ErrorBody })
  @RequiresStepUp()
  async send(
    @IdParam() id: number,
    @Body() dto: SendNewsletterDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<NewsletterResponse> {
    return { status: 'success', data: await this.newsletters.send(id, dto.expected, p, ip) };
  }
}
