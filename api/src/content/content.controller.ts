import {
  BadRequestException,
  Controller,
  Get,
  Header,
  Inject,
  Injectable,
  Param,
  Query,
  Res,
  type PipeTransform,
} from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../platform/http/public.decorator';
import type { Response } from 'express';
import { ErrorBody } from '../platform/errors/error-body';
import { SITE_LANGUAGES, type SiteLanguage } from '../notifications/mail-languages';
import { PublicRead } from '../platform/http/routes';
import type { ContentKindName } from './content-kinds';
import { ContentFeed } from './content-feed';
import { ContentSiteService } from './content-site.service';
import {
  ApiKindParam,
  ContentAddressListResponse,
  KindParam,
  PublicContentListResponse,
  PublicContentResponse,
} from './dto/content.dto';

/** The published content the public site renders. Short cache: a publish shows within seconds. */
const CACHE = 'public, max-age=5';

/** A preview is one person's look at a draft: never cached, never indexed. */
function previewHeaders(res: Response, preview: string | undefined): void {
  if (preview === undefined) return;
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}

const PreviewQuery = () =>
  ApiQuery({
    name: 'preview',
    required: false,
    description: 'A signed preview link’s token: the draft it names is read as if live',
  });

/** `?lang=`: the language the visitor reads the site in; English when left out. */
@Injectable()
class SiteLanguagePipe implements PipeTransform<unknown, SiteLanguage> {
  transform(value: unknown): SiteLanguage {
    if (value === undefined) return 'en';
    if (typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value)) {
      return value as SiteLanguage;
    }
    throw new BadRequestException(`Language must be one of ${SITE_LANGUAGES.join(', ')}.`);
  }
}

const LanguageQuery = () =>
  ApiQuery({
    name: 'lang',
    required: false,
    enum: SITE_LANGUAGES,
    description:
      'The site’s language: items with a published translation in it are read in it; the rest in English (their `language` says which)',
  });

@ApiTags('content')
@Controller('content')
@ApiKindParam()
export class ContentController {
  constructor(
    @Inject(ContentSiteService) private readonly site: ContentSiteService,
    @Inject(ContentFeed) private readonly feed: ContentFeed,
  ) {}

  // Before ':kind/:item'; a slug never holds a dot, so no item can be shadowed by it.
  @Get(':kind/feed.atom')
  @Public()
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'The Atom feed of the blog or the news: the latest 20 live items' })
  @ApiProduces('application/atom+xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'A kind without a page per item' })
  async atom(
    @KindParam() kind: ContentKindName,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const xml = await this.feed.atom(kind);
    // Set on success only: a refusal stays a JSON error body.
    res.type('application/atom+xml; charset=utf-8');
    return xml;
  }

  @PublicRead('Live items of a kind in the site’s order', PublicContentListResponse, CACHE, ':kind')
  @ApiNotFoundResponse({
    type: ErrorBody,
    description: 'Unknown kind, or a preview link run out or made before the item changed',
  })
  @PreviewQuery()
  @LanguageQuery()
  async list(
    @KindParam() kind: ContentKindName,
    @Query('preview') preview: string | undefined,
    @Query('lang', SiteLanguagePipe) lang: SiteLanguage,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PublicContentListResponse> {
    previewHeaders(res, preview);
    return { status: 'success', data: await this.site.list(kind, preview, lang) };
  }

  @PublicRead(
    'One live item by its slug, by a slug it had while live (its answer names the current one), or by its place in the site’s order (a number)',
    PublicContentResponse,
    CACHE,
    ':kind/:item',
  )
  @ApiNotFoundResponse({
    type: ErrorBody,
    description: 'No such live item, or a preview link run out or made before the item changed',
  })
  @PreviewQuery()
  @LanguageQuery()
  async get(
    @KindParam() kind: ContentKindName,
    @Param('item') item: string,
    @Query('preview') preview: string | undefined,
    @Query('lang', SiteLanguagePipe) lang: SiteLanguage,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PublicContentResponse> {
    previewHeaders(res, preview);
    return { status: 'success', data: await this.site.get(kind, item, preview, lang) };
  }
}

/** The addresses of the live items with a page of their own: the sitemap's part the API knows. */
@ApiTags('content')
@Controller('content-addresses')
export class ContentAddressesController {
  constructor(@Inject(ContentSiteService) private readonly site: ContentSiteService) {}

  @PublicRead(
    'The address of every live item with a page of its own (blog posts, news items), kind by kind in the site’s order',
    ContentAddressListResponse,
    CACHE,
  )
  async addresses(): Promise<ContentAddressListResponse> {
    return { status: 'success', data: await this.site.addresses() };
  }
}
