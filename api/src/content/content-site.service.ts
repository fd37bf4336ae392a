import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { ErrorCode } from '../platform/errors/error-code';
import { imageSourcesOf, renderRichText } from '../rich-text/rich-text';
import type { ContentItem } from './content-item.entity';
import { hasItemPages, type ContentKindName } from './content-kinds';
import { ContentImages } from '../media/content-images';
import { ContentPreviews } from './content-previews';
import { CONTENT as C, imagesOf, KINDS_WITH_PAGES, toPublicView, urlOf } from './content.kind';
import { ContentRepository } from './content.repository';
import { inLanguage as readIn } from './content-translations';
import { ContentTranslationRepository } from './content-translations.repository';
import type { SiteLanguage } from '../notifications/mail-languages';
import type { ContentAddressView, PublicContentView } from './dto/content.dto';

/** A number alone names an item by its place (the spec's /news/{index}); anything else is a slug. */
const INDEX = /^\d{1,6}$/;

/**
 * What the public site reads: live items of a kind in the site's order, one item by slug or
 * index. With a preview token, the previewed item is read as if it were live, in its place.
 */
@Injectable()
export class ContentSiteService {
  private readonly previews: ContentPreviews;

  constructor(
    @Inject(ContentRepository) private readonly items: ContentRepository,
    @Inject(ContentImages) private readonly images: ContentImages,
    @Inject(ContentTranslationRepository)
    private readonly translations: ContentTranslationRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.previews = new ContentPreviews(config.keys.links);
  }

  /**
   * Live items in the site's order; bodies only for kinds without a page per item (FAQs). In
   * Hindi or Marathi, each item with a published translation is read in it.
   */
  async list(
    kind: ContentKindName,
    preview?: string,
    language: SiteLanguage = 'en',
  ): Promise<PublicContentView[]> {
    const items = await this.inLanguage(
      await this.items.liveItems(kind, await this.previewed(preview)),
      language,
    );
    const bodiesInList = !hasItemPages(kind);
    const known = await this.images.describe(
      items.flatMap(({ item: c }) => [
        ...Object.values(imagesOf(c)),
        ...(bodiesInList ? imageSourcesOf(c.body) : []),
      ]),
    );
    return items.map(({ item: c, language: read }, i) =>
      toPublicView(
        c,
        i,
        bodiesInList && c.body ? renderRichText(c.body, known) : null,
        known,
        read,
      ),
    );
  }

  /**
   * The address of every live item with a page of its own, kind by kind in the site's order:
   * what the sitemap lists beside the site's fixed pages.
   */
  async addresses(): Promise<ContentAddressView[]> {
    const kinds = await Promise.all(
      KINDS_WITH_PAGES.map(async (kind) => {
        const items = await this.items.liveAddresses(kind);
        return items.map((c) => ({
          kind: c.kind,
          url: urlOf(c),
          updated_at: c.updatedAt.toISOString(),
        }));
      }),
    );
    return kinds.flat();
  }

  /** One live item by its slug or its index in the site's order, with its body as HTML. */
  async get(
    kind: ContentKindName,
    slugOrIndex: string,
    preview?: string,
    language: SiteLanguage = 'en',
  ): Promise<PublicContentView> {
    // The order is read without the bodies; only the one item is read whole.
    const order = await this.items.liveOrder(kind, await this.previewed(preview));
    const index = INDEX.test(slugOrIndex)
      ? Number(slugOrIndex)
      : await this.indexOfSlug(kind, order, slugOrIndex);
    const found = order[index] && (await this.items.findById(order[index].id));
    if (!found) throw new NotFoundException(C.messages.notFound(kind));
    const [{ item, language: read }] = await this.inLanguage([found], language);
    const known = await this.images.describe([
      ...Object.values(imagesOf(item)),
      ...imageSourcesOf(item.body),
    ]);
    return toPublicView(
      item,
      index,
      item.body ? renderRichText(item.body, known) : null,
      known,
      read,
    );
  }

  /** Each item in the language where a translation of it is published, else in English. */
  private async inLanguage(
    items: ContentItem[],
    language: SiteLanguage,
  ): Promise<{ item: ContentItem; language: SiteLanguage }[]> {
    if (language === 'en') return items.map((item) => ({ item, language }));
    const words = await this.translations.liveWords(
      language,
      items.map((c) => c.id),
    );
    return items.map((item) => {
      const translated = words.get(item.id);
      return translated
        ? { item: readIn(item, translated), language }
        : { item, language: 'en' as const };
    });
  }

  /**
   * The place of the item with the slug, or of the item that had it (its view then carries its
   * current slug, to which the site sends the visitor for good).
   */
  private async indexOfSlug(
    kind: ContentKindName,
    order: Pick<ContentItem, 'id' | 'slug'>[],
    slug: string,
  ): Promise<number> {
    const now = order.findIndex((c) => c.slug === slug);
    if (now >= 0) return now;
    const former = await this.items.formerSlugHolder(kind, slug);
    return former !== null ? order.findIndex((c) => c.id === former) : -1;
  }

  /**
   * The previewed item's id. A link that ran out, was never signed, or was made for a version
   * the item has since left (edited, unpublished, put in the trash) is refused in words.
   */
  private async previewed(token: string | undefined): Promise<number | null> {
    if (token === undefined) return null;
    const named = this.previews.verify(token);
    if (named === null) {
      throw new NotFoundException({
        message: C.messages.previewInvalid,
        code: ErrorCode.LinkInvalid,
      });
    }
    const expired = (message: string) =>
      new NotFoundException({ message, code: ErrorCode.LinkExpired });
    if (named === 'expired') throw expired(C.messages.previewExpired);
    const same = await this.items.isAtVersion(named.id, named.version);
    if (!same) throw expired(C.messages.previewChanged);
    return named.id;
  }
}
