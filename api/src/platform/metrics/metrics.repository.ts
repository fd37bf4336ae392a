import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** How long a scrape waits for the database, connection included, before it says it is down. */
const SCRAPE_DEADLINE_MS = 2000;

/** Mails waiting in the outbox (pending, or being sent) of one kind. */
interface OutboxFigure {
  kind: string;
  depth: number;
  /** Seconds since the oldest of them was queued. */
  oldestAgeSeconds: number;
}

/** What a scrape reads from the database: null figures when the database did not answer. */
interface ScrapeFigures {
  databaseUp: boolean;
  outbox: OutboxFigure[] | null;
  newsletterPendingRecipients: number | null;
}

/**
 * The figures the metrics read at scrape time, on a connection of their own (one, opened at the
 * first scrape): a scrape never waits behind the requests for the pool, so the metrics still
 * answer when the pool is exhausted, which is when they matter. Every step has a deadline; a
 * database that does not answer in time is reported down, never a hung scrape.
 */
@Injectable()
export class MetricsRepository implements OnApplicationShutdown {
  private pool: Pool | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private connection(): Pool {
    if (!this.pool) {
      this.pool = new Pool({
        connectionString: this.config.databaseUrl,
        max: 1,
        connectionTimeoutMillis: SCRAPE_DEADLINE_MS,
        statement_timeout: SCRAPE_DEADLINE_MS,
        query_timeout: SCRAPE_DEADLINE_MS,
        idleTimeoutMillis: 60_000,
        application_name: 'kavach-api-metrics',
      });
      // A connection dropped while idle (a database restart): the next scrape opens another.
      this.pool.on('error', () => undefined);
    }
    return this.pool;
  }

  async read(): Promise<ScrapeFigures> {
    // Filled in as the statements answer: what is known when the deadline passes is reported.
    const figures: ScrapeFigures = {
      databaseUp: false,
      outbox: null,
      newsletterPendingRecipients: null,
    };
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SCRAPE_DEADLINE_MS);
    });
    try {
      await Promise.race([this.readInto(figures).catch(() => undefined), deadline]);
    } finally {
      clearTimeout(timer);
    }
    return { ...figures };
  }

  private async readInto(figures: ScrapeFigures): Promise<void> {
    const client = await this.connection().connect();
    let broken = false;
    try {
      await client.query('SELECT 1');
      figures.databaseUp = true;
      const outbox = await client.query<{ kind: string; depth: number; age: number }>(
        `SELECT kind, count(*)::int AS depth,
                extract(epoch FROM now() - min(created_at))::float8 AS age
           FROM outbox_mails
          WHERE status IN ('pending', 'sending')
          GROUP BY kind`,
      );
      figures.outbox = outbox.rows.map((r) => ({
        kind: r.kind,
        depth: r.depth,
        oldestAgeSeconds: Math.max(0, r.age),
      }));
      // Recipients of newsletters being sent whose mail is not yet in the outbox (once it is,
      // the outbox's depth counts it).
      const pending = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n
           FROM newsletter_deliveries d
           JOIN newsletters n ON n.id = d.newsletter_id
          WHERE n.status = 'sending' AND d.queued_at IS NULL`,
      );
      figures.newsletterPendingRecipients = pending.rows[0].n;
    } catch (e) {
      broken = true;
      throw e;
    } finally {
      // A connection whose statement failed or timed out is closed, not kept for the next scrape.
      client.release(broken);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.end();
    this.pool = null;
  }
}
