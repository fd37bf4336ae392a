/**
 * Test support (not used at runtime): a real SMTP server (the `smtp-server` package) that keeps
 * what it receives, and a small RFC 822 / MIME reader for the captured bytes (mailparser is not
 * installed; nodemailer's output only needs headers, multipart/alternative, QP and base64).
 */
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ParsedMail {
  raw: string;
  /** Header lines as received, unfolded, in order. */
  headerLines: string[];
  header(name: string): string | undefined;
  text: string;
  html: string;
  /** Content types of every leaf part. */
  partTypes: string[];
  /** Content-Disposition of every leaf part that has one. */
  dispositions: string[];
}

export interface CapturedMail extends ParsedMail {
  envelope: { from: string; to: string[] };
}

function splitHead(raw: string): { head: string; body: string } {
  const i = raw.search(/\r?\n\r?\n/);
  if (i < 0) return { head: raw, body: '' };
  const sep = /\r?\n\r?\n/.exec(raw.slice(i))![0];
  return { head: raw.slice(0, i), body: raw.slice(i + sep.length) };
}

function unfold(head: string): string[] {
  return head.split(/\r?\n(?![ \t])/).map((l) => l.replace(/\r?\n[ \t]+/g, ' '));
}

function getHeader(lines: string[], name: string): string | undefined {
  const prefix = name.toLowerCase() + ':';
  const line = lines.find((l) => l.toLowerCase().startsWith(prefix));
  return line === undefined ? undefined : line.slice(prefix.length).trim();
}

function decodeQp(s: string): Buffer {
  const soft = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _cs: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '7bit').toLowerCase();
  if (enc === 'quoted-printable') return decodeQp(body).toString('utf8');
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const headerLines = unfold(head);
  const out: ParsedMail = {
    raw,
    headerLines,
    header: (name) => {
      const v = getHeader(headerLines, name);
      return v === undefined ? undefined : decodeWords(v);
    },
    text: '',
    html: '',
    partTypes: [],
    dispositions: [],
  };
  const walk = (lines: string[], content: string) => {
    const type = getHeader(lines, 'content-type') ?? 'text/plain';
    const disposition = getHeader(lines, 'content-disposition');
    if (disposition) out.dispositions.push(disposition);
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const parts = content.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith('--')) break;
        const p = splitHead(part.replace(/^\r?\n/, ''));
        walk(unfold(p.head), p.body.replace(/\r?\n$/, ''));
      }
      return;
    }
    out.partTypes.push(type.split(';')[0].trim().toLowerCase());
    // SMTP and .eml bodies use CRLF; compare with what was written (LF).
    const decoded = decodeBody(content, getHeader(lines, 'content-transfer-encoding')).replace(
      /\r\n/g,
      '\n',
    );
    if (/^text\/plain/i.test(type)) out.text += decoded;
    else if (/^text\/html/i.test(type)) out.html += decoded;
  };
  walk(headerLines, body);
  return out;
}

/** A free TCP port on 127.0.0.1 (nothing listens on it afterwards). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A real SMTP server on a fixed port that can be stopped ("SMTP down") and started again. */
export class SmtpCapture {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  get running(): boolean {
    return this.server !== null;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.messages.push({
            ...parseMail(raw),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  clear(): void {
    this.messages.length = 0;
  }
}
