import {
  Body,
  Get,
  Inject,
  Injectable,
  Ip,
  NotFoundException,
  Param,
  Put,
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
import { IdParam } from '../platform/listing/id-param.pipe';
import type { ContentKindName } from './content-kinds';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from './content-translation.entity';
import { ContentTranslations } from './content-translations.service';
import {
  SaveTranslationDto,
  TranslationListResponse,
  TranslationResponse,
  TranslationVersionDto,
} from './dto/content-translation.dto';
import { ApiKindParam, KindParam } from './dto/content.dto';

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
const LanguageParam = () => Param('language', TranslationLanguagePipe);
const ApiLanguageParam = () =>
  ApiParam({ name: 'language', enum: TRANSLATION_LANGUAGES, enumName: 'TranslationLanguage' });

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
  @ApiLanguageParam()
  async save(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @LanguageParam() language: TranslationLanguage,
    @Body() dto: SaveTranslationDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<TranslationResponse> {
    return {
      status: 'success',
      data: await this.translations.save(kind, id, language, dto, p, ip),
    };
  }

  @ActionRoute(
    ':kind/:id/translations/:language/submit',
    'Submit the draft for a publisher’s review',
    TranslationResponse,
  )
  @ApiLanguageParam()
  async submit(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @LanguageParam() language: TranslationLanguage,
    @Body() dto: TranslationVersionDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<TranslationResponse> {
    return {
      status: 'success',
      data: await this.translations.submit(kind, id, language, dto.version, p, ip),
    };
  }

  @ActionRoute(
    ':kind/:id/translations/:language/publish',
    'Put its words on the site (409 when the English changed since it was translated)',
    TranslationResponse,
  )
  @Publisher()
  @ApiLanguageParam()
  async publish(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @LanguageParam() language: TranslationLanguage,
    @Body() dto: TranslationVersionDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<TranslationResponse> {
    return {
      status: 'success',
      data: await this.translations.publish(kind, id, language, dto.version, p, ip),
    };
  }

  @ActionRoute(
    ':kind/:id/translations/:language/unpublish',
    'Take its words off the site: its visitors read the English, with a notice',
    TranslationResponse,
  )
  @Publisher()
  @ApiLanguageParam()
  async unpublish(
    @KindParam() kind: ContentKindName,
    @IdParam() id: number,
    @LanguageParam() language: TranslationLanguage,
    @Body() dto: TranslationVersionDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<TranslationResponse> {
    return {
      status: 'success',
      data: await this.translations.unpublish(kind, id, language, dto.version, p, ip),
    };
  }
}
