import { Body, Delete, Get, Inject, Ip, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Permission } from '../platform/access/permissions';
import type { Principal } from '../platform/access/principal';
import { RequirePermissionInstead } from '../platform/access/require-permission.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import { ActionRoute } from '../platform/http/routes';
import { AdminController, ListRoute, RecordRoute } from '../platform/listing/admin-routes';
import { IdParam, IdParamPipe } from '../platform/listing/id-param.pipe';
import { ListQueryDto } from '../platform/listing/list-query.dto';
import { DeleteResponse } from '../platform/listing/page.views';
import type { ContentKindName } from './content-kinds';
import { NewsletterResponse } from '../newsletters/dto/newsletter.dto';
import { ContentNewsletter } from './content-newsletter';
import { ContentPublishing } from './content-publishing.service';
import { ContentService } from './content.service';
import {
  ApiKindParam,
  CompareRevisionsQueryDto,
  ContentBulkDto,
  ContentBulkResponse,
  ContentItemResponse,
  ContentListQueryDto,
  ContentListResponse,
  ContentPreviewResponse,
  ContentRevisionListResponse,
  CreateContentDto,
  KindParam,
  PublishContentDto,
  RestoreRevisionDto,
  RevisionComparisonResponse,
  SendBackDto,
  UpdateContentDto,
  VersionDto,
} from './dto/content.dto';

const NOT_FOUND = 'No such item of this kind.';
const Publisher = () => RequirePermissionInstead(Permission.ContentPublish);

/**
 * The site's content in the panel: every kind under /api/admin/content/{kind}. Editors write and
 * change what is not live; publishing, unpublishing, the trash and changes to live items need
 * content:publish.
 */
@AdminController('content', Permission.ContentEdit)
@ApiKindParam()
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input; `details` per field' })
export class ContentAdminController {
  constructor(
    @Inject(ContentService) private readonly content: ContentService,
    @Inject(ContentPublishing) private readonly publishing: ContentPublishing,
    @Inject(ContentNewsletter) private readonly mailing: ContentNewsletter,
  ) {}

  @ListRoute(
    'Items of a kind (search: title and slug as typed, and the words of the title, fields and body; filter: status; sort)',
    ContentListResponse,
    {
      path: ':kind',
    },
  )
  list(
    @KindParam() kind: ContentKindName,
    @Query() q: ContentListQueryDto,
  ): Promise<ContentListResponse> {
    return this.content.list(kind, q);
  }

  @Post(':kind')
  @ApiOperation({ summary: 'Write a new draft (409 when its slug is taken)' })
  @ApiCreatedResponse({ type: ContentItemResponse })
  @ApiConflictResponse({ type: ErrorBody })
  async create(
    @KindParam() kind: ContentKindName,
    @Body() dto: CreateContentDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentItemResponse> {
    return { status: 'success', data: await this.content.create(kind, dto, p, ip) };
  }

  @RecordRoute(Get(':kind/:id'), 'One item as staff edit it', ContentItemResponse, NOT_FOUND)
  async get(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
  ): Promise<ContentItemResponse> {
    return { status: 'success', data: await this.content.get(kind, id) };
  }

  @RecordRoute(
    Patch(':kind/:id'),
    'Change the parts of an item the body names (409 when `version` is not the current one; 403 for an editor when it is live)',
    ContentItemResponse,
    NOT_FOUND,
  )
  @ApiConflictResponse({ type: ErrorBody })
  async update(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @Body() dto: UpdateContentDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentItemResponse> {
    return { status: 'success', data: await this.content.update(kind, id, dto, p, ip) };
  }

  @ActionRoute(
    ':kind/:id/publish',
    'Publish now, or at `at` (scheduled): it goes live at its time without a restart',
    ContentItemResponse,
  )
  @Publisher()
  @ApiConflictResponse({ type: ErrorBody })
  async publish(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @Body() dto: PublishContentDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentItemResponse> {
    const data = await this.publishing.publish(kind, id, dto.version, dto.at, p, ip);
    return { status: 'success', data };
  }

  @ActionRoute(
    ':kind/:id/unpublish',
    'Take it off the site (or cancel its schedule)',
    ContentItemResponse,
  )
  @Publisher()
  @ApiConflictResponse({ type: ErrorBody })
  async unpublish(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @Body() dto: VersionDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentItemResponse> {
    return {
      status: 'success',
      data: await this.publishing.unpublish(kind, id, dto.version, p, ip),
    };
  }

  @ActionRoute(
    ':kind/bulk',
    'One action (publish, unpublish, trash) on up to 100 selected items, each on the version the list showed; an item that changed or does not fit the action is left as it was and reported',
    ContentBulkResponse,
  )
  @Publisher()
  async bulk(
    @KindParam() kind: ContentKindName,
    @Body() dto: ContentBulkDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentBulkResponse> {
    return { status: 'success', data: await this.publishing.bulk(kind, dto, p, ip) };
  }

  @ActionRoute(
    ':kind/:id/propose',
    'Propose a change to a live item (the whole item as edited, on its version): the site is unchanged until a publisher publishes it; a new proposal replaces the one before',
    ContentItemResponse,
  )
  @ApiConflictResponse({ type: ErrorBody })
  async propose(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @Body() dto: UpdateContentDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentItemResponse> {
    return { status: 'success', data: await this.content.propose(kind, id, dto, p, ip) };
  }

  @ActionRoute(
    ':kind/:id/proposal/publish',
    'Publish the proposed change: the site shows it at once, and it is kept as a revision',
    ContentItemResponse,
  )
  @Publisher()
  @ApiConflictResponse({ type: ErrorBody })
  async publishProposal(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @Body() dto: VersionDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentItemResponse> {
    const data = await this.content.publishProposal(kind, id, dto.version, p, ip);
    return { status: 'success', data };
  }

  @ActionRoute(
    ':kind/:id/proposal/discard',
    'Discard the proposed change (a publisher, or whoever proposed it); the site is unchanged',
    ContentItemResponse,
  )
  @ApiConflictResponse({ type: ErrorBody })
  async discardProposal(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @Body() dto: VersionDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentItemResponse> {
    const data = await this.content.discardProposal(kind, id, dto.version, p, ip);
    return { status: 'success', data };
  }

  @ActionRoute(
    ':kind/:id/submit',
    'Submit a draft for review: it waits in the publishers’ queue (409 when it is not a draft)',
    ContentItemResponse,
  )
  @ApiConflictResponse({ type: ErrorBody })
  async submit(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @Body() dto: VersionDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentItemResponse> {
    return { status: 'success', data: await this.publishing.submit(kind, id, dto.version, p, ip) };
  }

  @ActionRoute(
    ':kind/:id/send-back',
    'Send a submitted draft back to its editor, with a note of what should change',
    ContentItemResponse,
  )
  @Publisher()
  @ApiConflictResponse({ type: ErrorBody })
  async sendBack(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @Body() dto: SendBackDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentItemResponse> {
    const data = await this.publishing.sendBack(kind, id, dto.version, dto.note, p, ip);
    return { status: 'success', data };
  }

  @RecordRoute(
    Delete(':kind/:id'),
    'Move it to the trash (off the site; restorable for 30 days). An editor may trash only their own draft that was never published (403 otherwise).',
    DeleteResponse,
    NOT_FOUND,
  )
  @ApiConflictResponse({ type: ErrorBody })
  async trash(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<DeleteResponse> {
    return { success: true, message: await this.publishing.trash(kind, id, p, ip) };
  }

  @ActionRoute(':kind/:id/restore', 'Bring it back from the trash (as it was)', ContentItemResponse)
  @Publisher()
  @ApiConflictResponse({ type: ErrorBody })
  async restore(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentItemResponse> {
    return { status: 'success', data: await this.publishing.restoreFromTrash(kind, id, p, ip) };
  }

  @ActionRoute(
    ':kind/:id/newsletter',
    'Send by e-mail: a newsletter draft made from a published post (title, summary, text, link)',
    NewsletterResponse,
  )
  @RequirePermissionInstead(Permission.NewslettersSend)
  async newsletter(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<NewsletterResponse> {
    return { status: 'success', data: await this.mailing.draftFrom(kind, id, p, ip) };
  }

  @ActionRoute(
    ':kind/:id/preview',
    'A signed link to its public page as it is now, live or not (ends after a day or at its next change; never indexed)',
    ContentPreviewResponse,
  )
  preview(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
  ): Promise<ContentPreviewResponse> {
    return this.content.preview(kind, id);
  }

  @ListRoute(
    'Its revisions, newest first (who saved, when, what changed)',
    ContentRevisionListResponse,
    {
      path: ':kind/:id/revisions',
      notFound: NOT_FOUND,
    },
  )
  revisions(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @Query() q: ListQueryDto,
  ): Promise<ContentRevisionListResponse> {
    return this.content.revisions(kind, id, q.page, q.pageSize);
  }

  @RecordRoute(
    Get(':kind/:id/revisions/compare'),
    'The word-level difference between two of its revisions, part by part',
    RevisionComparisonResponse,
    NOT_FOUND,
  )
  async compare(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @Query() q: CompareRevisionsQueryDto,
  ): Promise<RevisionComparisonResponse> {
    return { status: 'success', data: await this.content.compare(kind, id, q.from, q.to) };
  }

  @ActionRoute(
    ':kind/:id/revisions/:revision/restore',
    'Make an earlier revision’s content the next version of a draft; on a live item, propose it (or, with on_site, a publisher changes the site at once)',
    ContentItemResponse,
  )
  @ApiConflictResponse({ type: ErrorBody })
  async revert(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @Param('revision', IdParamPipe) revision: number,
    @Body() dto: RestoreRevisionDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<ContentItemResponse> {
    const onSite = dto.on_site === true;
    const data = await this.content.revert(kind, id, revision, dto.version, onSite, p, ip);
    return { status: 'success', data };
  }
}

/** The publishers' queue: what editors submitted for review, across kinds. */
@AdminController('content-review', Permission.ContentEdit, 'content')
export class ContentReviewController {
  constructor(@Inject(ContentPublishing) private readonly publishing: ContentPublishing) {}

  @ListRoute('Items waiting for review, every kind, the longest waiting first', ContentListResponse)
  queue(@Query() q: ListQueryDto): Promise<ContentListResponse> {
    return this.publishing.reviewQueue(q);
  }
}

/** Every kind at once: what a search finds in titles, fields and bodies. */
@AdminController('content-search', Permission.ContentEdit, 'content')
export class ContentSearchController {
  constructor(@Inject(ContentService) private readonly content: ContentService) {}

  @ListRoute(
    'Items of every kind (not the trash) whose title, slug, fields or body match `search` (full text, English stems), the best match first',
    ContentListResponse,
  )
  search(@Query() q: ListQueryDto): Promise<ContentListResponse> {
    return this.content.searchAll(q);
  }
}
