import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { renderMail, type Block, type MailAudience } from './mail-layout';
import type { MailKind, MailMessage } from './mail-message';
import { headerText, isMailAddress } from './mail-safety';
import type { SiteLanguage } from './mail-languages';

/**
 * The frame every mail is built in: the staff notifications of a submission (one mail per staff
 * address, Reply-To the submitter) and the mail to a submitter or subscriber (none when the
 * address is not a plain ASCII address). The mails of each kind are built on it in their files.
 */
@Injectable()
export class MailFrame {
  constructor(@Inject(APP_CONFIG) readonly config: AppConfig) {}

  get site(): string {
    return this.config.publicSiteUrl.replace(/\/+$/, '');
  }

  adminLink(tab: string): string {
    return `${this.site}/admin?tab=${tab}`;
  }

  staffMails(
    kind: MailKind,
    recipients: string[],
    replyTo: string,
    subject: string,
    heading: string,
    blocks: Block[],
  ): MailMessage[] {
    const body = renderMail({ heading, blocks, audience: 'staff', siteUrl: this.site });
    return recipients.map((address) => ({
      kind,
      to: { address },
      replyTo: isMailAddress(replyTo) ? replyTo : undefined,
      subject: headerText(subject, 200),
      ...body,
    }));
  }

  submitterMail(
    kind: MailKind,
    to: { address: string; name?: string },
    replyTo: string,
    subject: string,
    heading: string,
    blocks: Block[],
    extra: Partial<MailMessage> = {},
    audience: Extract<MailAudience, 'public' | 'subscriber'> = 'public',
    language: SiteLanguage = 'en',
  ): MailMessage[] {
    if (!isMailAddress(to.address)) return [];
    const name = to.name ? headerText(to.name, 100) : '';
    return [
      {
        kind,
        to: name ? { address: to.address, name } : { address: to.address },
        replyTo,
        subject: headerText(subject, 200),
        ...renderMail({ heading, blocks, audience, siteUrl: this.site, language }),
        ...extra,
      },
    ];
  }
}
