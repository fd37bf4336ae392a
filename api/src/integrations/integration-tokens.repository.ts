import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A row of `integration_tokens` (the token itself is never stored, only its SHA-256). */
export interface StoredIntegrationToken {
  id: number;
  name: string;
  token_start: string;
  permissions: string[];
  expires_at: Date;
  created_by: string;
  created_at: Date;
  last_used_at: Date | null;
  last_used_ip: string | null;
  revoked_at: Date | null;
  revoked_by: string | null;
}

const COLUMNS = `id, name, token_start, permissions, expires_at, created_by, created_at,
  last_used_at, last_used_ip, revoked_at, revoked_by`;

/** The SQL of integration tokens. Methods that take an EntityManager run in its transaction. */
@Injectable()
export class IntegrationTokensRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Every token, live ones first, newest first. */
  all(): Promise<StoredIntegrationToken[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM integration_tokens
        ORDER BY revoked_at IS NOT NULL, created_at DESC, id DESC`,
    );
  }

  /** Stores a token; null when a live token has that name (any case). */
  async insert(
    m: EntityManager,
    t: Pick<
      StoredIntegrationToken,
      'name' | 'token_start' | 'permissions' | 'expires_at' | 'created_by'
    > & {
      token_hash: string;
    },
  ): Promise<StoredIntegrationToken | null> {
    const rows: StoredIntegrationToken[] = await m.query(
      `INSERT INTO integration_tokens (name, token_hash, token_start, permissions, expires_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (lower(name)) WHERE revoked_at IS NULL DO NOTHING
       RETURNING ${COLUMNS}`,
      [t.name, t.token_hash, t.token_start, t.permissions, t.expires_at, t.created_by],
    );
    return rows[0] ?? null;
  }

  /** The token of this hash, revoked or not; null when there is none. */
  async byHash(hash: string): Promise<StoredIntegrationToken | null> {
    const rows: StoredIntegrationToken[] = await this.db.query(
      `SELECT ${COLUMNS} FROM integration_tokens WHERE token_hash = $1`,
      [hash],
    );
    return rows[0] ?? null;
  }

  /**
   * Records a use (when, from where): at once from a new address, else at most once a minute,
   * so a busy integration does not write on every request.
   */
  async markUsed(id: number, ip: string | null): Promise<void> {
    await this.db.query(
      `UPDATE integration_tokens SET last_used_at = now(), last_used_ip = $2
        WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute'
                           OR last_used_ip IS DISTINCT FROM $2)`,
      [id, ip],
    );
  }

  /** Revokes a live token; the row as it now is, or null when there is no live token `id`. */
  async revoke(m: EntityManager, id: number, by: string): Promise<StoredIntegrationToken | null> {
    const rows: [StoredIntegrationToken[], number] = await m.query(
      `UPDATE integration_tokens SET revoked_at = now(), revoked_by = $2
        WHERE id = $1 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
      [id, by],
    );
    return rows[0][0] ?? null;
  }

  /** Whether there is a token `id`, revoked or not. */
  async exists(id: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM integration_tokens WHERE id = $1`, [
      id,
    ]);
    return rows.length > 0;
  }
}
