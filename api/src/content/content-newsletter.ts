import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { NewsletterView } from '../newsletters/dto/newsletter.dto';
import { NewslettersService } from '../newsletters/newsletters.service';
import type { Principal } from '../platform/access/principal';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { NEWSLETTER_LENGTHS } from '../platform/fields/rules';
import {
  plainTextOf,
  type RichTextDoc,
  type RichTextMark,
  type RichTextNode,
} from '../rich-text/rich-text';
import { hasItemPages, type ContentKindName } from './content-kinds';
import { ContentStore } from './content-store';
import { ContentImages } from '../media/content-images';
import { CONTENT as C, imagesOf, articleSummaryOf, statusNow, urlOf } from './content.kind';

/**
 * "Send by e-mail" on a published post: a newsletter draft made from it (its cover when it is
 * the library's, its title, its summary, its text as written — headings, lists, links, images —
 * and a link to it), which staff then test and send in the Newsletters tab as any other.
 */
@Injectable()
export class ContentNewsletter {
  constructor(
    @Inject(ContentStore) private readonly store: ContentStore,
    @Inject(NewslettersService) private readonly newsletters: NewslettersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ContentImages) private readonly images: ContentImages,
  ) {}

  async draftFrom(
    kind: ContentKindName,
    id: number,
    p: Principal,
    ip: string,
  ): Promise<NewsletterView> {
    const item = await this.store.find(this.store.db.manager, kind, id);
    if (!hasItemPages(kind)) throw new BadRequestException(C.messages.notMailable);
    if (item.deletedAt || statusNow(item) !== 'published') {
      throw new BadRequestException(C.messages.mailOnlyLive);
    }
    const link = `${this.config.publicSiteUrl.replace(/\/+$/, '')}${urlOf(item)}`;
    const summary = articleSummaryOf(item.fields);
    const paragraph = (text: string, marks?: RichTextMark[]): RichTextNode => ({
      type: 'paragraph',
      content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
    });
    const ending = [
      paragraph(C.messages.readOnSite),
      paragraph(link, [{ type: 'link', attrs: { href: link } }]),
    ];
    // The article's blocks as written (headings, lists, links), as many as the newsletter's
    // length allows, whole blocks only.
    const cover = await this.coverOf(item);
    const blocks = [
      ...(cover ? [cover] : []),
      ...(summary ? [paragraph(summary)] : []),
      ...(item.body?.content ?? []),
    ];
    const room = NEWSLETTER_LENGTHS.body - plainTextOf(docOf(ending)).length - 2;
    const kept: RichTextNode[] = [];
    let used = 0;
    for (const block of blocks) {
      used += plainTextOf(docOf([block])).length + (kept.length ? 2 : 0);
      if (used > room) break;
      kept.push(block);
    }
    const subject = item.title.slice(0, NEWSLETTER_LENGTHS.subject);
    return this.newsletters.create(
      { subject, doc: docOf([...kept, ...ending]) as unknown as Record<string, unknown> },
      p,
      ip,
    );
  }

  /** The post's first image field, as an image of the mail, when the library has it. */
  private async coverOf(item: Parameters<typeof imagesOf>[0]): Promise<RichTextNode | null> {
    const [url] = Object.entries(imagesOf(item))
      .filter(([key]) => key.startsWith('fields.'))
      .map(([, value]) => value);
    if (!url) return null;
    const known = (await this.images.describe([url]))[url];
    return known ? { type: 'image', attrs: { src: known.url, alt: known.alt } } : null;
  }
}

const docOf = (content: RichTextNode[]): RichTextDoc => ({ type: 'doc', content });
