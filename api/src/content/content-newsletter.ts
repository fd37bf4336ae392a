import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { NewsletterView } from '../newsletters/dto/newsletter.dto';
import { NewslettersService } from '../newsletters/newsletters.service';
import type { Principal } from '../platform/access/principal';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { NEWSLETTER_LENGTHS } from '../platform/fields/rules';
import { plainTextOf } from '../platform/rich-text/rich-text';
import type { ContentKindName } from './content-kinds';
import { ContentStore } from './content-store';
import { CONTENT as C, KINDS_WITH_PAGES, statusNow, urlOf } from './content.kind';

/**
 * "Send by e-mail" on a published post: a newsletter draft made from it (its title, its summary,
 * its text and a link to it), which staff then test and send in the Newsletters tab as any other.
 */
@Injectable()
export class ContentNewsletter {
  constructor(
    @Inject(ContentStore) private readonly store: ContentStore,
    @Inject(NewslettersService) private readonly newsletters: NewslettersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async draftFrom(
    kind: ContentKindName,
    id: number,
    p: Principal,
    ip: string,
  ): Promise<NewsletterView> {
    const item = await this.store.find(this.store.db.manager, kind, id);
    if (!KINDS_WITH_PAGES.includes(kind)) throw new BadRequestException(C.messages.notMailable);
    if (item.deletedAt || statusNow(item) !== 'published') {
      throw new BadRequestException(C.messages.mailOnlyLive);
    }
    const link = `${this.config.publicSiteUrl.replace(/\/+$/, '')}${urlOf(item)}`;
    const summary = [item.fields.desc, item.fields.description].find(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    );
    const ending = `\n\n${C.messages.readOnSite}\n\n${link}`;
    let text = [summary, item.body ? plainTextOf(item.body) : ''].filter(Boolean).join('\n\n');
    const room = NEWSLETTER_LENGTHS.body - ending.length;
    if (text.length > room) text = `${text.slice(0, room - 1).trimEnd()}…`;
    const subject = item.title.slice(0, NEWSLETTER_LENGTHS.subject);
    return this.newsletters.create({ subject, body: `${text}${ending}` }, p, ip);
  }
}
