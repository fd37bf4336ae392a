import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SqlStatement } from '../platform/database/sql-statement';
import type { InsertedRecordEvent, WebhookEvent } from '../platform/outbox/webhook-events';

/** A row of `webhook_endpoints`. */
export interface StoredEndpoint {
  id: number;
  url: string;
  description: string;
  events: string[];
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_until: Date | null;
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: Date | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

/** A row of `webhook_deliveries`. */
export interface StoredDelivery {
  id: string;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  body: string;
  status: 'pending' | 'sending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: Date;
  response_status: number | null;
  response_start: string | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  created_at: Date;
  delivered_at: Date | null;
}

const DELIVERY_COLUMNS = `id, endpoint_id, message_id, event_type, body, status, attempts,
  next_attempt_at, response_status, response_start, last_error, last_attempt_at, created_at,
  delivered_at`;

/**
 * The deliveries of events to every live endpoint subscribed to them, one row each, with a new
 * message id: `events` is `FROM` clause rows of (type, data). The body is the exact text that
 * is signed and sent, the same on every retry.
 */
const fanOut = (events: string) => `
  INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, body)
  SELECT e.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ev.type,
         jsonb_build_object(
           'type', ev.type,
           'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'data', ev.data)::text
    FROM ${events}
    JOIN webhook_endpoints e ON e.enabled AND ev.type = ANY (e.events)`;

/** The rows of a query: an UPDATE or DELETE answers `[rows, count]`, a SELECT or INSERT the rows. */
function rowsOf<R>(result: unknown): R[] {
  const r = result as unknown[];
  return (Array.isArray(r[0]) ? r[0] : r) as R[];
}

/** The SQL of webhook endpoints and deliveries. Methods that take an EntityManager run in its transaction. */
@Injectable()
export class WebhooksRepository {
  constructor(@Inject(DataSource) readonly db: DataSource) {}

  /** Stores the deliveries of `events` in the caller's transaction. */
  async recordEvents(m: EntityManager, events: readonly WebhookEvent[]): Promise<void> {
    if (!events.length) return;
    await m.query(fanOut(`unnest($1::text[], $2::jsonb[]) AS ev(type, data)`), [
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
    ]);
  }

  /** The same for one event about the row the WITH clause `recordCte` returned. */
  eventStatement(event: InsertedRecordEvent, recordCte: string): SqlStatement {
    return {
      sql: fanOut(
        `(SELECT $1::text AS type, jsonb_build_object('id', r.id) || $2::jsonb AS data
            FROM ${recordCte} r) ev`,
      ),
      params: [event.type, JSON.stringify(event.data)],
    };
  }

  endpoints(): Promise<StoredEndpoint[]> {
    return this.db.query(`SELECT * FROM webhook_endpoints ORDER BY id DESC`);
  }

  async endpoint(id: number, m: EntityManager = this.db.manager): Promise<StoredEndpoint | null> {
    const rows: StoredEndpoint[] = await m.query(`SELECT * FROM webhook_endpoints WHERE id = $1`, [
      id,
    ]);
    return rows[0] ?? null;
  }

  async insertEndpoint(
    m: EntityManager,
    e: Pick<StoredEndpoint, 'url' | 'description' | 'events' | 'secret_sealed' | 'created_by'>,
  ): Promise<StoredEndpoint> {
    const rows: StoredEndpoint[] = await m.query(
      `INSERT INTO webhook_endpoints (url, description, events, secret_sealed, created_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING *`,
      [e.url, e.description, e.events, e.secret_sealed, e.created_by],
    );
    return rows[0];
  }

  /**
   * Changes what was given; switching an endpoint on clears why it was off and its failing
   * streak. Null when there is no such endpoint.
   */
  async updateEndpoint(
    m: EntityManager,
    id: number,
    change: { url?: string; description?: string; events?: string[]; enabled?: boolean },
  ): Promise<StoredEndpoint | null> {
    const rows = rowsOf<StoredEndpoint>(
      await m.query(
        `UPDATE webhook_endpoints
          SET url = coalesce($2, url), description = coalesce($3, description),
              events = coalesce($4, events), enabled = coalesce($5::boolean, enabled),
              disabled_reason = CASE WHEN $5::boolean THEN NULL ELSE disabled_reason END,
              failing_since = CASE WHEN $5::boolean THEN NULL ELSE failing_since END,
              updated_at = now()
        WHERE id = $1 RETURNING *`,
        [
          id,
          change.url ?? null,
          change.description ?? null,
          change.events ?? null,
          change.enabled ?? null,
        ],
      ),
    );
    return rows[0] ?? null;
  }

  /** A new signing secret; the former one keeps verifying until `graceUntil`. */
  async rotateSecret(
    m: EntityManager,
    id: number,
    sealed: string,
    graceUntil: Date,
  ): Promise<StoredEndpoint | null> {
    const rows = rowsOf<StoredEndpoint>(
      await m.query(
        `UPDATE webhook_endpoints
          SET previous_secret_sealed = secret_sealed, previous_secret_until = $3,
              secret_sealed = $2, updated_at = now()
        WHERE id = $1 RETURNING *`,
        [id, sealed, graceUntil],
      ),
    );
    return rows[0] ?? null;
  }

  async deleteEndpoint(m: EntityManager, id: number): Promise<StoredEndpoint | null> {
    const rows = rowsOf<StoredEndpoint>(
      await m.query(`DELETE FROM webhook_endpoints WHERE id = $1 RETURNING *`, [id]),
    );
    return rows[0] ?? null;
  }

  /** A page of an endpoint's deliveries, newest first. */
  async deliveries(
    endpointId: number,
    page: number,
    pageSize: number,
  ): Promise<{ rows: StoredDelivery[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db.query(
        `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1
          ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [endpointId, pageSize, (page - 1) * pageSize],
      ) as Promise<StoredDelivery[]>,
      this.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [
        endpointId,
      ]) as Promise<Array<{ n: number }>>,
    ]);
    return { rows, total: count[0].n };
  }

  /**
   * Sends a delivery again, due now, with the same message id and body; false when it is being
   * sent at this moment or is not the endpoint's.
   */
  async redeliver(
    m: EntityManager,
    endpointId: number,
    id: string,
  ): Promise<StoredDelivery | null> {
    const rows = rowsOf<StoredDelivery>(
      await m.query(
        `UPDATE webhook_deliveries
          SET status = 'pending', next_attempt_at = now(), locked_until = NULL, lease_token = NULL
        WHERE id = $1 AND endpoint_id = $2 AND status <> 'sending'
        RETURNING ${DELIVERY_COLUMNS}`,
        [id, endpointId],
      ),
    );
    return rows[0] ?? null;
  }

  async deliveryExists(endpointId: number, id: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM webhook_deliveries WHERE id = $1 AND endpoint_id = $2`,
      [id, endpointId],
    );
    return rows.length > 0;
  }

  /**
   * In one statement, takes up to `limit` due deliveries of live endpoints nobody else holds,
   * leases them to `token` and counts the attempt. A lease that ran out (a worker died while
   * sending) is due again.
   */
  async claimDue(
    limit: number,
    leaseSeconds: number,
    token: string,
  ): Promise<
    Array<
      StoredDelivery & {
        url: string;
        endpoint_secret: string;
        endpoint_previous: string | null;
        previous_until: Date | null;
      }
    >
  > {
    const raw = (await this.db.query(
      `WITH due AS (
         SELECT d.id FROM webhook_deliveries d
           JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.enabled
          WHERE (d.status = 'pending' AND d.next_attempt_at <= now())
             OR (d.status = 'sending' AND d.locked_until <= now())
          ORDER BY d.next_attempt_at, d.id
          LIMIT $1
          FOR UPDATE OF d SKIP LOCKED
       )
       UPDATE webhook_deliveries d
          SET status = 'sending', attempts = d.attempts + 1, last_attempt_at = now(),
              locked_until = now() + make_interval(secs => $2), lease_token = $3
         FROM due, webhook_endpoints e
        WHERE d.id = due.id AND e.id = d.endpoint_id
       RETURNING d.*, e.url, e.secret_sealed AS endpoint_secret,
                 e.previous_secret_sealed AS endpoint_previous,
                 e.previous_secret_until AS previous_until`,
      [limit, leaseSeconds, token],
    )) as [
      Array<
        StoredDelivery & {
          url: string;
          endpoint_secret: string;
          endpoint_previous: string | null;
          previous_until: Date | null;
        }
      >,
      number,
    ];
    return raw[0];
  }

  /**
   * The outcome of the attempt the lease `token` holds: delivered, or pending again in
   * `retryInSeconds`, or failed for good when that is null. The endpoint's failing streak starts
   * at its first failure and ends at a success. False when the lease was lost.
   */
  async recordOutcome(
    id: string,
    token: string,
    o: {
      delivered: boolean;
      retryInSeconds: number | null;
      status: number | null;
      answer: string | null;
      error: string | null;
    },
  ): Promise<{ endpoint_id: number; failing_since: Date | null } | null> {
    const rows = rowsOf<{ endpoint_id: number; failing_since: Date | null }>(
      await this.db.query(
        `WITH d AS (
         UPDATE webhook_deliveries
            SET status = CASE WHEN $3::boolean THEN 'delivered' WHEN $4::int IS NULL THEN 'failed' ELSE 'pending' END,
                delivered_at = CASE WHEN $3::boolean THEN now() ELSE delivered_at END,
                next_attempt_at = CASE WHEN $4::int IS NULL THEN next_attempt_at
                                       ELSE now() + make_interval(secs => $4::int) END,
                response_status = $5, response_start = $6, last_error = $7,
                locked_until = NULL, lease_token = NULL
          WHERE id = $1 AND lease_token = $2
          RETURNING endpoint_id
       )
       UPDATE webhook_endpoints e
          SET failing_since = CASE WHEN $3::boolean THEN NULL ELSE coalesce(e.failing_since, now()) END
         FROM d WHERE e.id = d.endpoint_id
       RETURNING e.id AS endpoint_id, e.failing_since`,
        [id, token, o.delivered, o.retryInSeconds, o.status, o.answer, o.error],
      ),
    );
    return rows[0] ?? null;
  }

  /** Switches an endpoint off with a reason, once; null when it was already off. */
  async disable(m: EntityManager, id: number, reason: string): Promise<StoredEndpoint | null> {
    const rows = rowsOf<StoredEndpoint>(
      await m.query(
        `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $2, updated_at = now()
        WHERE id = $1 AND enabled RETURNING *`,
        [id, reason],
      ),
    );
    return rows[0] ?? null;
  }

  /** The addresses of the active System Admins. */
  async adminAddresses(m: EntityManager): Promise<string[]> {
    const rows: Array<{ email: string }> = await m.query(
      `SELECT email FROM users WHERE role = 'admin' AND NOT disabled AND email IS NOT NULL`,
    );
    return rows.map((r) => r.email);
  }

  /** Deletes the deliveries that ended more than `days` days ago (delivered or failed). */
  async deleteEndedBefore(days: number): Promise<number> {
    const r = (await this.db.query(
      `DELETE FROM webhook_deliveries
        WHERE status IN ('delivered', 'failed') AND created_at < now() - make_interval(days => $1)`,
      [days],
    )) as [unknown, number];
    return r[1];
  }
}
