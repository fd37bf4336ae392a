import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { InboxKindName } from '../platform/access/permissions';
import type { SavedViewQuery } from './dto/saved-view-query.dto';

/** A row of `saved_views`: a staff member's named filter of a tab (names unique per user and tab). */
export interface StoredSavedView {
  id: number;
  user_id: number;
  tab: InboxKindName;
  name: string;
  query: SavedViewQuery;
  created_at: Date;
}

/** A saved view as its owner's list reads it. */
export type SavedViewRow = Omit<StoredSavedView, 'user_id'>;

/**
 * The SQL of the staff's saved views (named filters of a tab). Methods that take an
 * EntityManager run inside the caller's transaction; the others on their own.
 */
@Injectable()
export class SavedViewsRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** A user's views of a tab, by name. */
  ofTab(userId: number, tab: InboxKindName): Promise<SavedViewRow[]> {
    return this.db.query(
      `SELECT id, tab, name, query, created_at FROM saved_views
        WHERE user_id = $1 AND tab = $2 ORDER BY lower(name), id`,
      [userId, tab],
    );
  }

  /** Locks the user's row until the transaction ends (one creation at a time per user). */
  async lockUser(m: EntityManager, userId: number): Promise<void> {
    await m.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  }

  /** How many views the user has on a tab. */
  async countOfTab(m: EntityManager, userId: number, tab: InboxKindName): Promise<number> {
    const [{ n }]: { n: number }[] = await m.query(
      `SELECT count(*)::int AS n FROM saved_views WHERE user_id = $1 AND tab = $2`,
      [userId, tab],
    );
    return n;
  }

  /** Stores a view; null when the user has one of that name (any case) on the tab. */
  async insert(
    m: EntityManager,
    userId: number,
    tab: InboxKindName,
    name: string,
    query: object,
  ): Promise<SavedViewRow | null> {
    const rows: SavedViewRow[] = await m.query(
      `INSERT INTO saved_views (user_id, tab, name, query) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, tab, lower(name)) DO NOTHING
         RETURNING id, tab, name, query, created_at`,
      [userId, tab, name, JSON.stringify(query)],
    );
    return rows.length ? rows[0] : null;
  }

  /** Deletes one of the user's views; whether there was one. */
  async delete(id: number, userId: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `DELETE FROM saved_views WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    );
    // pg answers [rows, count] for DELETE … RETURNING through TypeORM's query().
    return (Array.isArray(rows[0]) ? rows[0] : rows).length > 0;
  }
}
