import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import type { NoteView } from './dto/inbox.views';
import type { InboxKind } from './inbox-kind';
import { type NoteRow, notesOf, noteView } from './inbox-rows';
import { requireOwnOr } from '../platform/access/record-access';

export const NOTE_NOT_FOUND = 'Note not found.';
export const NOTE_NOT_YOURS = 'Only its author or a System Admin may delete a note.';

/** The staff's internal notes on a record (never sent anywhere); changes are audited. */
@Injectable()
export class InboxNotesService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** A record's notes, oldest first; 404 when there is no such record. */
  async notes(kind: InboxKind, id: number): Promise<NoteView[]> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM ${kind.kind} WHERE id = $1`, [id]);
    if (!rows.length) throw new NotFoundException(kind.notFound);
    return notesOf(this.db.manager, kind, id);
  }

  /** Adds a note (already trimmed and checked); audited without its text. */
  async addNote(
    kind: InboxKind,
    id: number,
    body: string,
    p: Principal,
    ip: string | undefined,
  ): Promise<NoteView> {
    return this.db.transaction(async (m) => {
      // Share-locks the record so it cannot be deleted before the note commits.
      const rows: unknown[] = await m.query(
        `SELECT 1 FROM ${kind.kind} WHERE id = $1 FOR KEY SHARE`,
        [id],
      );
      if (!rows.length) throw new NotFoundException(kind.notFound);
      const [note]: NoteRow[] = await m.query(
        `INSERT INTO notes (${kind.noteColumn}, body, author) VALUES ($1, $2, $3)
         RETURNING id, body, author, created_at`,
        [id, body, p.username.slice(0, 64)],
      );
      await this.audit.record(p, kind.audit.note, { id, noteId: Number(note.id) }, ip, m);
      return noteView(note);
    });
  }

  /** Deletes a note: its author, or a System Admin; audited. */
  async deleteNote(
    kind: InboxKind,
    id: number,
    noteId: number,
    p: Principal,
    ip: string | undefined,
  ): Promise<void> {
    await this.db.transaction(async (m) => {
      const rows: { author: string }[] = await m.query(
        `SELECT author FROM notes WHERE id = $1 AND ${kind.noteColumn} = $2 FOR UPDATE`,
        [noteId, id],
      );
      if (!rows.length) throw new NotFoundException(NOTE_NOT_FOUND);
      // A System Admin may remove anyone's note.
      requireOwnOr(p, rows[0].author, p.role === 'admin', NOTE_NOT_YOURS);
      await m.query(`DELETE FROM notes WHERE id = $1`, [noteId]);
      await this.audit.record(
        p,
        kind.audit.noteDelete,
        { id, noteId, author: rows[0].author },
        ip,
        m,
      );
    });
  }
}
