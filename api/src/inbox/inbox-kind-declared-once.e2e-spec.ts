// First: the kind's line in the list of inbox kinds, before any module that reads the list.
import './inbox-kind-declared-once.memos';
import { ApiProperty } from '@nestjs/swagger';
import request from 'supertest';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { asStaff, createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { FEATURE_MODULES } from '../feature-modules';
import { type InboxKindName, Permission } from '../platform/access/permissions';
import { SUBMISSION_STATUSES } from '../submissions/inbox-status';
import { inboxAnswerDtos, inboxQueryDtos } from './dto/inbox-kind-dtos';
import { SubmissionStatusDto, SubmissionStatusResponse } from './dto/inbox.views';
import { type InboxKind, inboxKindNames } from './inbox-kind';
import { InboxModule } from './inbox.module';

/** Its entity file. */
@Entity('memos')
class Memo {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) title: string;
  @Column({ type: 'varchar' }) status: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

class MemoView {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ enum: SUBMISSION_STATUSES, enumName: 'SubmissionStatus' }) status: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}
const MEMO_ANSWERS = inboxAnswerDtos({
  name: 'Memo',
  pageName: 'MemosPage',
  view: MemoView,
  total: 'Rows matching the search and date range',
});

/** Its kind file. Admin-only: it borrows a permission that only the System Admin holds. */
const MEMO_KIND: InboxKind<Memo> = {
  ...inboxKindNames('memos' as InboxKindName),
  entity: Memo,
  view: (m) => ({
    id: m.id,
    title: m.title,
    status: m.status,
    created_at: m.createdAt.toISOString(),
  }),
  notFound: 'Memo not found.',
  statuses: SUBMISSION_STATUSES,
  opened: 'read',
  permissions: {
    read: Permission.UsersManage,
    handle: Permission.UsersManage,
    delete: Permission.UsersManage,
  },
  list: { alias: 'm', search: ['title'], created: 'm.createdAt', unfilteredCount: false },
  csv: {
    header: ['S.No', 'Title'],
    columns: [{ column: 'title' }],
    empty: 'No memos in that range.',
    filename: () => 'memos.csv',
  },
  dto: {
    ...inboxQueryDtos({
      name: 'Memo',
      plural: 'memos',
      statuses: SUBMISSION_STATUSES,
      statusEnum: 'SubmissionStatus',
    }),
    status: SubmissionStatusDto,
  },
  api: {
    tag: 'admin: memos',
    list: 'Memos, newest first',
    export: 'CSV of the memos',
    detail: 'One memo',
    delete: 'Delete one memo (audited)',
    deleted: 'Memo deleted.',
    status: 'Set the status of one memo (audited: from → to)',
    openedLabel: 'Read',
    page: MEMO_ANSWERS.page,
    detailResponse: MEMO_ANSWERS.detail,
    statusResponse: SubmissionStatusResponse,
    openedResponse: MEMO_ANSWERS.opened,
  },
};

/** Its migration. */
const MEMO_MIGRATION = [
  `CREATE TABLE memos (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     title varchar(200) NOT NULL,
     status varchar(16) NOT NULL DEFAULT 'new',
     status_changed_at timestamptz NULL,
     status_changed_by varchar(64) NULL,
     created_at timestamptz NOT NULL DEFAULT now())`,
  `ALTER TABLE notes ADD COLUMN memo_id integer NULL REFERENCES memos(id) ON DELETE CASCADE,
     DROP CONSTRAINT notes_one_record_check,
     ADD CONSTRAINT notes_one_record_check
       CHECK (num_nonnulls(contact_id, registration_id, application_id, memo_id) = 1)`,
  `ALTER TABLE saved_views DROP CONSTRAINT saved_views_tab_check,
     ADD CONSTRAINT saved_views_tab_check
       CHECK (tab IN ('contacts', 'registrations', 'applications', 'memos'))`,
];

// Its line in feature-modules.ts: no module file of its own.
FEATURE_MODULES.push(InboxModule.forKind(MEMO_KIND));

describe('an admin-only inbox kind declared once: entity, kind, list entry, feature line', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => asStaff(t, tokens[who]);
  const memo = async (title: string) =>
    (
      (await t.db.query(`INSERT INTO memos (title) VALUES ($1) RETURNING id`, [title])) as {
        id: number;
      }[]
    )[0].id;
  const audited = async () =>
    (
      (await t.db.query(`SELECT action, target FROM audit_log ORDER BY id`)) as {
        action: string;
        target: string;
      }[]
    ).filter((a) => a.action.startsWith('memo'));

  beforeAll(async () => {
    t = await createTestApp({ API_DOCS: 'true' });
    for (const sql of MEMO_MIGRATION) await t.db.query(sql);
    for (const [name, role] of [
      ['boss', 'admin'],
      ['kav', 'kavach_admin'],
    ]) {
      await createUser(t, name, role);
      tokens[name] = await loginAs(t, name);
    }
  }, 60_000);
  afterAll(() => t.close());

  it('has the routes of a tab: list, detail, open, status, notes, bulk, export, delete', async () => {
    const first = await memo('Order more kits');
    const second = await memo('Call the lab');

    const list = await as('boss').get('/api/admin/memos?search=lab').expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: second, status: 'new' })]);
    await as('boss').get(`/api/admin/memos/${first}`).expect(200);

    const opened = await as('boss').post(`/api/admin/memos/${first}/open`).expect(200);
    expect(opened.body.data).toMatchObject({ id: first, status: 'read' });
    await as('boss').patch(`/api/admin/memos/${first}/status`, { status: 'replied' }).expect(200);

    const note = await as('boss').post(`/api/admin/memos/${first}/notes`, { body: 'Done' });
    expect(note.status).toBe(201);
    const notes = await as('boss').get(`/api/admin/memos/${first}/notes`).expect(200);
    expect(notes.body.data).toEqual([expect.objectContaining({ body: 'Done', author: 'boss' })]);
    await as('boss').delete(`/api/admin/memos/${first}/notes/${note.body.data.id}`).expect(200);

    const bulk = await as('boss')
      .post('/api/admin/memos/bulk', {
        action: 'status',
        status: 'closed',
        ids: [second],
        expected: 1,
      })
      .expect(200);
    expect(bulk.body.count).toBe(1);
    const csv = await as('boss').get('/api/admin/memos/export').expect(200);
    expect(csv.text).toContain('Order more kits');
    await as('boss').delete(`/api/admin/memos/${second}`).expect(200);
    await as('boss').get(`/api/admin/memos/${second}`).expect(404);

    // Its audit actions are named from its name and noun.
    expect((await audited()).map((a) => a.action)).toEqual([
      'memo.status',
      'memo.status',
      'memo.note',
      'memo.note-delete',
      'memos.bulk-status',
      'memos.export',
      'memo.delete',
    ]);
    expect((await audited())[0].target).toBe(`memo #${first}: new → read (opened)`);
    await t.db.query(`TRUNCATE memos, audit_log CASCADE`);
  });

  it('is admin-only: another role gets 403 and no count of it', async () => {
    await memo('A new one');
    expect((await as('kav').get('/api/admin/memos')).status).toBe(403);
    expect((await as('kav').get('/api/admin/inbox-counts')).body).not.toHaveProperty('memos');
    expect((await as('boss').get('/api/admin/inbox-counts').expect(200)).body).toEqual({
      contacts: 0,
      registrations: 0,
      applications: 0,
      memos: 1,
    });
  });

  it('has saved views, audit actions and its place in the document', async () => {
    const saved = await as('boss')
      .post('/api/admin/saved-views', { tab: 'memos', name: 'Open', query: { status: ['new'] } })
      .expect(201);
    expect(saved.body.data).toMatchObject({ tab: 'memos', name: 'Open' });
    const views = await as('boss').get('/api/admin/saved-views?tab=memos').expect(200);
    expect(views.body.data).toHaveLength(1);

    const actions = (await as('boss').get('/api/admin/audit/actions').expect(200)).body.actions;
    expect(actions).toEqual(expect.arrayContaining(['memo.status', 'memos.bulk-delete']));
    await as('boss').get('/api/admin/audit?action=memo.note').expect(200);

    const doc = (await request(t.http).get('/api/openapi.json').expect(200)).body;
    expect(doc.components.schemas.InboxCounts.properties.memos).toEqual({
      type: 'number',
      description: 'New memos',
    });
    expect(doc.components.schemas.SavedViewTab.enum).toContain('memos');
    expect(doc.components.schemas.AuditAction.enum).toContain('memo.note-delete');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/admin/memos', '/api/admin/memos/{id}/notes']),
    );
  });
});
