import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { InboxKind } from './inbox-kind';

/** A row of `notes`: a staff note on exactly one contact, registration or application. */
export interface StoredNote {
  id: number;
  contact_id: number | null;
  registration_id: number | null;
  application_id: number | null;
  body: string;
  author: string;
  created_at: Date;
}

/** A note as a record's notes list reads it. */
export type NoteRow = Pick<StoredNote, 'id' | 'body' | 'author' | 'created_at'>;

/** What the notes' SQL reads of a kind: its table (named as the kind) and its notes column. */
type NotedTable = Pick<InboxKind, 'kind' | 'noteColumn'>;

/**
 * The SQL of the staff's internal notes on the records of a kind. Methods that take an
 * EntityManager run inside the caller's transaction; the others read on their own.
 */
@Injectable()
export class InboxNotesRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Whether the record exists. */
  async recordExists(t: NotedTable, id: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM ${t.kind} WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /**
   * Share-locks the record so it cannot be deleted before the caller's transaction (adding a
   * note) commits; whether it exists.
   */
  async shareLockRecord(m: EntityManager, t: NotedTable, id: number): Promise<boolean> {
    const rows: unknown[] = await m.query(`SELECT 1 FROM ${t.kind} WHERE id = $1 FOR KEY SHARE`, [
      id,
    ]);
    return rows.length > 0;
  }

  /** A record's notes, oldest first. */
  notesOf(t: NotedTable, id: number): Promise<NoteRow[]> {
    return this.db.query(
      `SELECT id, body, author, created_at FROM notes WHERE ${t.noteColumn} = $1
      ORDER BY created_at, id`,
      [id],
    );
  }

  /** Adds a note on the record `id` by `author`; answers it as stored. */
  async insert(
    m: EntityManager,
    t: NotedTable,
    id: number,
    body: string,
    author: string,
  ): Promise<NoteRow> {
    const [note]: NoteRow[] = await m.query(
      `INSERT INTO notes (${t.noteColumn}, body, author) VALUES ($1, $2, $3)
         RETURNING id, body, author, created_at`,
      [id, body, author],
    );
    return note;
  }

  /** The author of a note on the record `id`, the note locked for update; null if none. */
  async lockNoteAuthor(
    m: EntityManager,
    t: NotedTable,
    id: number,
    noteId: number,
  ): Promise<string | null> {
    const rows: { author: string }[] = await m.query(
      `SELECT author FROM notes WHERE id = $1 AND ${t.noteColumn} = $2 FOR UPDATE`,
      [noteId, id],
    );
    return rows.length ? rows[0].author : null;
  }

  async delete(m: EntityManager, noteId: number): Promise<void> {
    await m.query(`DELETE FROM notes WHERE id = $1`, [noteId]);
  }
}
