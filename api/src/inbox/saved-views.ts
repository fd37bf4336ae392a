import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Delete,
  Inject,
  Injectable,
  NotFoundException,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsNotEmpty,
  IsIn,
  IsObject,
  IsString,
  MaxLength,
  MinLength,
  validate,
} from 'class-validator';
import { DataSource } from 'typeorm';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Authenticated } from '../platform/access/require-permission.decorator';
import { Stacked } from '../platform/fields/stacked';
import { assertRealDate } from '../platform/dates/real-date';
import { ErrorBody } from '../platform/errors/error-body';
import { ListRoute, RecordRoute } from '../platform/listing/admin-routes';
import { IdParam } from '../platform/listing/id-param.pipe';
import { wholePage } from '../platform/listing/listing';
import { DeleteResponse, PageOf } from '../platform/listing/page.views';
import { flattenErrors } from '../platform/http/validation';
import {
  INBOX_KINDS,
  type InboxKind as InboxKindDescriptor,
  type InboxKindName,
} from './inbox-kind';
import { InboxKinds } from './inbox-kinds';
import { accessRefused, requirePermission } from '../platform/access/record-access';
import { SavedViewQuery } from './dto/saved-view-query.dto';
import { type SavedViewRow, SavedViewsRepository } from './saved-views.repository';

export { SavedViewQuery };

/** A staff member keeps this many views per tab at most. */
const SAVED_VIEWS_PER_TAB = 50;
const SAVED_VIEW_NOT_FOUND = 'Saved view not found.';
const NO_ACCESS = 'You do not have access to this section.';

const TabProperty = (required: boolean) =>
  Stacked(
    ApiProperty({ enum: INBOX_KINDS, enumName: 'SavedViewTab', required }),
    IsNotEmpty({ message: 'tab is required.' }),
    IsIn(INBOX_KINDS, { message: `tab must be one of: ${INBOX_KINDS.join(', ')}.` }),
  );

export class SavedViewTabQueryDto {
  @TabProperty(true) tab: InboxKindName;
}

export class CreateSavedViewDto {
  @TabProperty(true) tab: InboxKindName;

  @Stacked(
    ApiProperty({ minLength: 1, maxLength: 60, description: 'Unique per tab (any case)' }),
    IsNotEmpty({ message: 'Give the view a name.' }),
    IsString({ message: 'The name must be text.' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    MinLength(1, { message: 'Give the view a name.' }),
    MaxLength(60, { message: 'The name is too long (60 characters at most).' }),
  )
  name: string;

  @Stacked(
    ApiProperty({ type: SavedViewQuery }),
    IsNotEmpty({ message: 'query is required.' }),
    IsObject({ message: 'query must be an object of filters.' }),
  )
  query: Record<string, unknown>;
}

export class SavedView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: INBOX_KINDS, enumName: 'SavedViewTab' }) tab: InboxKindName;
  @ApiProperty() name: string;
  @ApiProperty({ type: SavedViewQuery }) query: SavedViewQuery;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

/** The caller's views of a tab, by name, all on one page (SAVED_VIEWS_PER_TAB at most). */
export class SavedViewsResponse extends PageOf(SavedView) {}
export class SavedViewResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: SavedView }) data: SavedView;
}

const toView = (r: SavedViewRow): SavedView => ({
  id: r.id,
  tab: r.tab,
  name: r.name,
  query: r.query,
  created_at: new Date(r.created_at).toISOString(),
});

/** Each staff member's named filters of a tab: theirs only (another's id is a 404). */
@Injectable()
export class SavedViewsService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(SavedViewsRepository) private readonly views: SavedViewsRepository,
    @Inject(InboxKinds) private readonly kinds: InboxKinds,
  ) {}

  /** The kind of a tab the caller may read (403 otherwise). */
  private readable(p: Principal, tab: InboxKindName): InboxKindDescriptor {
    const kind = this.kinds.get(tab);
    // A tab whose kind this API does not serve is one nobody may read.
    if (!kind) throw accessRefused(NO_ACCESS);
    requirePermission(p, kind.permissions.read, NO_ACCESS);
    return kind;
  }

  async list(p: Principal, tab: InboxKindName): Promise<SavedView[]> {
    this.readable(p, tab);
    return (await this.views.ofTab(p.userId, tab)).map(toView);
  }

  async create(p: Principal, dto: CreateSavedViewDto): Promise<SavedView> {
    const query = await checkedQuery(this.readable(p, dto.tab), dto.query);
    return this.db.transaction(async (m) => {
      // One creation at a time per user, so two at once cannot pass the cap together.
      await this.views.lockUser(m, p.userId);
      if ((await this.views.countOfTab(m, p.userId, dto.tab)) >= SAVED_VIEWS_PER_TAB) {
        throw new BadRequestException({
          message: `You have ${SAVED_VIEWS_PER_TAB} saved views on this tab (the most there can be). Delete one first.`,
          details: { name: `At most ${SAVED_VIEWS_PER_TAB} saved views per tab.` },
        });
      }
      const row = await this.views.insert(m, p.userId, dto.tab, dto.name, query);
      if (!row) {
        throw new ConflictException(`You already have a view named "${dto.name}" on this tab.`);
      }
      return toView(row);
    });
  }

  async remove(p: Principal, id: number): Promise<void> {
    if (!(await this.views.delete(id, p.userId))) {
      throw new NotFoundException(SAVED_VIEW_NOT_FOUND);
    }
  }
}

/** The query as the tab's list filter validates it (unknown keys refused), without empties. */
async function checkedQuery(
  kind: InboxKindDescriptor,
  query: Record<string, unknown>,
): Promise<object> {
  const filter = plainToInstance(kind.dto.filter, query) as object;
  const errors = await validate(filter, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) {
    const details = flattenErrors(errors, 'query');
    for (const [k, v] of Object.entries(details)) {
      if (/should not exist$/.test(v))
        details[k] = `The ${kind.kind} tab has no filter "${k.slice(6)}".`;
    }
    throw new BadRequestException({ message: Object.values(details)[0], details });
  }
  const { from, to } = filter as { from?: string; to?: string };
  assertRealDate(from, 'from');
  assertRealDate(to, 'to');
  return Object.fromEntries(
    Object.entries(filter).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

@ApiTags('admin: saved views')
@Controller('admin/saved-views')
@Authenticated()
export class SavedViewsController {
  constructor(@Inject(SavedViewsService) private readonly views: SavedViewsService) {}

  @ListRoute("The caller's saved views of a tab they may read, by name", SavedViewsResponse, {
    whole: true,
  })
  async list(
    @Query() q: SavedViewTabQueryDto,
    @CurrentPrincipal() p: Principal,
  ): Promise<SavedViewsResponse> {
    return wholePage(await this.views.list(p, q.tab));
  }

  @Post()
  @ApiOperation({
    summary: `Save the current filter of a tab under a name (${SAVED_VIEWS_PER_TAB} per tab at most)`,
  })
  @ApiCreatedResponse({ type: SavedViewResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'A view of that name exists on the tab' })
  async create(
    @Body() dto: CreateSavedViewDto,
    @CurrentPrincipal() p: Principal,
  ): Promise<SavedViewResponse> {
    return { status: 'success', data: await this.views.create(p, dto) };
  }

  @RecordRoute(
    Delete(':id'),
    "Delete one of the caller's saved views (another's id answers 404)",
    DeleteResponse,
    SAVED_VIEW_NOT_FOUND,
  )
  async remove(@IdParam() id: number, @CurrentPrincipal() p: Principal): Promise<DeleteResponse> {
    await this.views.remove(p, id);
    return { success: true, message: 'Saved view deleted.' };
  }
}
