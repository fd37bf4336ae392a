import { Logger } from '@nestjs/common';
import { mkdir, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { AppConfig } from '../platform/config/app-config';
import {
  assertMailAddress,
  assertMailtoUrl,
  assertWebUrl,
  domainOf,
  headerText,
  isMailAddress,
} from './mail-safety';
import type { OutboxMail } from './outbox-mail.entity';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** Delivers one outbox row; throws when it was not accepted. */
export interface MailTransport {
  readonly name: 'smtp' | 'eml';
  send(mail: OutboxMail): Promise<void>;
  close(): void;
}

/**
 * `List-Unsubscribe: <https://…>, <mailto:…>` (one header, both URLs) and, for a one-click URL,
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
 */
function listUnsubscribe(mail: OutboxMail): Pick<Mail.Options, 'list' | 'headers'> {
  if (!mail.listUnsubscribe) return {};
  const urls = [assertWebUrl(mail.listUnsubscribe, 'List-Unsubscribe URL')];
  if (mail.listUnsubscribeMailto)
    urls.push(assertMailtoUrl(mail.listUnsubscribeMailto, 'List-Unsubscribe mailto'));
  return {
    // An array inside the array: nodemailer writes one header per outer entry.
    list: { unsubscribe: [urls] },
    ...(mail.listUnsubscribePost
      ? { headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  };
}

/** The nodemailer message for a row. Header values are re-sanitised here (defence in depth). */
function toNodemailerMessage(mail: OutboxMail, config: AppConfig): Mail.Options {
  const name = mail.toName ? headerText(mail.toName, 100) : '';
  const address = assertMailAddress(mail.toAddress, 'recipient');
  return {
    from: { name: config.mail.from.name, address: config.mail.from.address },
    to: name ? { name, address } : address,
    replyTo: mail.replyTo && isMailAddress(mail.replyTo) ? mail.replyTo : undefined,
    subject: headerText(mail.subject, 200),
    text: mail.textBody,
    html: mail.htmlBody,
    messageId: mail.messageId,
    date: mail.createdAt,
    ...listUnsubscribe(mail),
    // Bodies are ours, but never let content pull local files or URLs into a mail.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** SMTP through nodemailer, with timeouts short enough to fit well inside the worker's lease. */
export class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: Transporter;
  private readonly logger = new Logger('Outbox');

  constructor(private readonly config: AppConfig) {
    this.transporter = createTransport({
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
      dnsTimeout: 15_000,
      // Settings given in SMTP_URL (host, port, auth, query options) win over the defaults above.
      ...parseConnectionUrl(config.mail.smtpUrl!),
    });
  }

  async send(mail: OutboxMail): Promise<void> {
    await this.transporter.sendMail(toNodemailerMessage(mail, this.config));
    this.logger.log(
      `mail ${mail.id} (${mail.kind}) sent by SMTP to a recipient at ${domainOf(mail.toAddress)}`,
    );
  }

  close(): void {
    this.transporter.close();
  }
}

/** The folder the 'eml' transport writes mails to. */
export const mailFilesDir = (config: Pick<AppConfig, 'dataDir'>): string =>
  join(config.dataDir, 'outbox');

/** `<8-digit id>-<kind>.eml`, or the temporary file a write in progress renames to it. */
const MAIL_FILE = /^\.?(\d+)-[^/]+\.eml(?:\.\d+\.tmp)?$/;

/**
 * The names of the files in `dir` that hold the mails `ids` (their .eml copies, and temporary
 * files a write left behind). Looked for whatever the transport is now: files written before
 * SMTP was set up are copies too. None when the folder does not exist.
 */
export async function mailFilesOf(dir: string, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const wanted = new Set(ids.map(Number));
  return names.filter((name) => {
    const id = MAIL_FILE.exec(name)?.[1];
    return id !== undefined && wanted.has(Number(id));
  });
}

/** Deletes the files `names` of `dir`; one already gone is fine. Answers how many it deleted. */
export async function deleteMailFiles(dir: string, names: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const name of names) {
    try {
      await unlink(join(dir, name));
      deleted++;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
  return deleted;
}

/**
 * No SMTP server configured: each mail becomes an RFC 822 file `${dataDir}/outbox/<id>-<kind>.eml`
 * (written atomically, readable only by the API's user). A re-delivery overwrites the same file.
 * The file goes with its row when a privacy erasure deletes the row (PrivacyService).
 */
export class EmlFileTransport implements MailTransport {
  readonly name = 'eml' as const;
  private readonly transporter: Transporter;
  private readonly logger = new Logger('Outbox');
  readonly dir: string;

  constructor(private readonly config: AppConfig) {
    this.dir = mailFilesDir(config);
    this.transporter = createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'windows',
    });
  }

  async send(mail: OutboxMail): Promise<void> {
    const info = (await this.transporter.sendMail(toNodemailerMessage(mail, this.config))) as {
      message: Buffer;
    };
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const file = `${String(mail.id).padStart(8, '0')}-${mail.kind}.eml`;
    const tmp = join(this.dir, `.${file}.${process.pid}.tmp`);
    await writeFile(tmp, info.message, { mode: 0o600 });
    await rename(tmp, join(this.dir, file));
    this.logger.log(
      `mail ${mail.id} (${mail.kind}) for a recipient at ${domainOf(mail.toAddress)} written to outbox/${file}`,
    );
  }

  close(): void {
    this.transporter.close();
  }
}

export function createMailTransport(config: AppConfig): MailTransport {
  return config.mail.smtpUrl ? new SmtpMailTransport(config) : new EmlFileTransport(config);
}
