import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import type { NoteView } from './dto/inbox.views';
import type { InboxKind } from './inbox-kind';
import { InboxNotesRepository } from './inbox-notes.repository';
import { noteView } from './inbox-rows';
import { requireOwnOr } from '../platform/access/record-access';

export const NOTE_NOT_FOUND = 'Note not found.';
export const NOTE_NOT_YOURS = 'Only its author or a System Admin may delete a note.';

/** The staff's internal notes on a record (never sent anywhere); changes are audited. */
@Injectable()
export class InboxNotesService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(InboxNotesRepository) private readonly notesRepo: InboxNotesRepository,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** A record's notes, oldest first; 404 when there is no such record. */
  async notes(kind: InboxKind, id: number): Promise<NoteView[]> {
    if (!(await this.notesRepo.recordExists(kind, id))) throw new NotFoundException(kind.notFound);
    return (await this.notesRepo.notesOf(kind, id)).map(noteView);
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
      if (!(await this.notesRepo.shareLockRecord(m, kind, id)))
        throw new NotFoundException(kind.notFound);
      const note = await this.notesRepo.insert(m, kind, id, body, p.username.slice(0, 64));
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
      const author = await this.notesRepo.lockNoteAuthor(m, kind, id, noteId);
      if (author === null) throw new NotFoundException(NOTE_NOT_FOUND);
      // A System Admin may remove anyone's note.
      requireOwnOr(p, author, p.role === 'admin', NOTE_NOT_YOURS);
      await this.notesRepo.delete(m, noteId);
      await this.audit.record(p, kind.audit.noteDelete, { id, noteId, author }, ip, m);
    });
  }
}
