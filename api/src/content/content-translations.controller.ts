import {
  Body,
  createParamDecorator,
  Get,
  Inject,
  Injectable,
  Ip,
  NotFoundException,
  Put,
  type ExecutionContext,
  type PipeTransform,
} from '@nestjs/common';
import { ApiConflictResponse, ApiParam } from '@nestjs/swagger';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Permission } from '../platform/access/permissions';
import type { Principal } from '../platform/access/principal';
import { RequirePermissionInstead } from '../platform/access/require-permission.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import { ActionRoute } from '../platform/http/routes';
import { AdminController, RecordRoute } from '../platform/listing/admin-routes';
import { IdParam, IdParamPipe } from '../platform/listing/id-param.pipe';
import type { ContentKindName } from './content-kinds';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from './content-translation.entity';
import { ContentTranslations, type TranslationTarget } from './content-translations.service';
import {
  SaveTranslationDto,
  TranslationListResponse,
  TranslationResponse,
  TranslationVersionDto,
} from './dto/content-translation.dto';
import { ApiKindParam, ContentKindPipe, KindParam } from './dto/content.dto';

const NOT_FOUND = 'No such item of this kind, or no such language';

/** The route's `:language`: hi or mr; anything else is a 404 naming them. */
@Injectable()
class TranslationLanguagePipe implements PipeTransform<string, TranslationLanguage> {
  transform(value: string): TranslationLanguage {
    if ((TRANSLATION_LANGUAGES as readonly string[]).includes(value)) {
      return value as TranslationLanguage;
    }
    throw new NotFoundException('Translations are in hi (Hindi) and mr (Marathi).');
  }
}

/** The route's item and language (`:kind`, `:id`, `:language`), each checked as on its own. */
const TranslationAt = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): TranslationTarget => {
    const { kind, id, language } = ctx
      .switchToHttp()
      .getRequest<{ params: Record<string, string> }>().params;
    return {
      kind: new ContentKindPipe().transform(kind),
      id: new IdParamPipe().transform(id),
      language: new TranslationLanguagePipe().transform(language),
    };
  },
);
const ApiTranslationParams =
  () => (target: object, key: string | symbol, d: PropertyDescriptor) => {
    ApiParam({ name: 'id', type: 'number' })(target, key, d);
    ApiParam({ name: 'language', enum: TRANSLATION_LANGUAGES, enumName: 'TranslationLanguage' })(
      target,
      key,
      d,
    );
  };

const Publisher = () => RequirePermissionInstead(Permission.ContentPublish);

/**
 * An item's Hindi and Marathi versions under /api/admin/content/{kind}/{id}/translations: an
 * editor drafts and submits one, a publisher publishes it or takes it off the site.
 */
@AdminController('content', Permission.ContentEdit)
@ApiKindParam()
@ApiConflictResponse({ type: ErrorBody })
export class ContentTranslationsController {
  constructor(@Inject(ContentTranslations) private readonly translations: ContentTranslations) {}

  @RecordRoute(
    Get(':kind/:id/translations'),
    'The item’s Hindi and Marathi versions, each with its state against the English as it is now',
    TranslationListResponse,
    NOT_FOUND,
  )
  async list(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
  ): Promise<TranslationListResponse> {
    return { status: 'success', data: { translations: await this.translations.list(kind, id) } };
  }

  @RecordRoute(
    Put(':kind/:id/translations/:language'),
    'Save the translation as a draft (what is on the site stays until a publisher publishes); 409 when `version` is not the current one',
    TranslationResponse,
    NOT_FOUND,
  )
  @ApiTranslationParams()
  async save(
    @TranslationAt() at: TranslationTarget,
    @Body() dto: SaveTranslationDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<TranslationResponse> {
    return { status: 'success', data: await this.translations.save(at, dto, p, ip) };
  }

  @ActionRoute(
    ':kind/:id/translations/:language/submit',
    'Submit the draft for a publisher’s review',
    TranslationResponse,
  )
  @ApiTranslationParams()
  submit(
    @TranslationAt() at: TranslationTarget,
    @Body() dto: TranslationVersionDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ) {
    return this.answer(this.translations.act('submit', at, dto.version, p, ip));
  }

  @ActionRoute(
    ':kind/:id/translations/:language/publish',
    'Put its words on the site (409 when the English changed since it was translated)',
    TranslationResponse,
  )
  @Publisher()
  @ApiTranslationParams()
  publish(
    @TranslationAt() at: TranslationTarget,
    @Body() dto: TranslationVersionDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ) {
    return this.answer(this.translations.act('publish', at, dto.version, p, ip));
  }

  @ActionRoute(
    ':kind/:id/translations/:language/unpublish',
    'Take its words off the site: its visitors read the English, with a notice',
    TranslationResponse,
  )
  @Publisher()
  @ApiTranslationParams()
  unpublish(
    @TranslationAt() at: TranslationTarget,
    @Body() dto: TranslationVersionDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ) {
    return this.answer(this.translations.act('unpublish', at, dto.version, p, ip));
  }

  private async answer(change: Promise<TranslationResponse['data']>): Promise<TranslationResponse> {
    return { status: 'success', data: await change };
  }
}
