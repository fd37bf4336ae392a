import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Feed } from 'feed';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { ContentImages } from '../media/content-images';
import { portableRichTextHtml } from '../rich-text/rich-text';
import { CONTENT_KINDS, hasItemPages, type ContentKindName } from './content-kinds';
import { articleSummaryOf, CONTENT as C, urlOf } from './content.kind';
import { ContentRepository } from './content.repository';

/** How many of the latest items a feed lists. */
const FEED_SIZE = 20;

/**
 * The Atom feed of a kind with a page per item (blog, news): its latest live items, newest
 * first, each with its summary and its body; the site serves it at
 * /{kind}/feed.xml. Read per request,
 * so a publish is in the feed at once (and a scheduled item once its time has come).
 */
@Injectable()
export class ContentFeed {
  constructor(
    @Inject(ContentRepository) private readonly items: ContentRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ContentImages) private readonly images: ContentImages,
  ) {}

  async atom(kind: ContentKindName): Promise<string> {
    if (!hasItemPages(kind)) throw new NotFoundException(C.messages.noFeed);
    const site = this.config.publicSiteUrl.replace(/\/+$/, '');
    const k = CONTENT_KINDS[kind];
    const items = await this.items.latestLive(kind, FEED_SIZE);
    const images = await this.images.describeIn(items.map((c) => c.body));
    const feed = new Feed({
      title: `Kavach Genomics — ${k.label}`,
      id: `${site}${k.listPath}`,
      link: `${site}${k.listPath}`,
      language: 'en-IN',
      copyright: `© Kavach Genomics`,
      updated: items.reduce((at, c) => (c.updatedAt > at ? c.updatedAt : at), new Date(0)),
      // The site serves it at its own address (web-server/feeds.mjs).
      feedLinks: { atom: `${site}/${kind}/feed.xml` },
    });
    for (const c of items) {
      const link = `${site}${urlOf(c)}`;
      const summary = articleSummaryOf(c.fields);
      feed.addItem({
        title: c.title,
        id: link,
        link,
        date: c.updatedAt,
        published: c.publishAt ?? c.createdAt,
        description: summary ?? c.seoDescription ?? undefined,
        // Links and images absolute, without the site's screen-reader words: a reader shows them.
        content: c.body ? portableRichTextHtml(c.body, site, {}, images) : undefined,
      });
    }
    return feed.atom1();
  }
}
