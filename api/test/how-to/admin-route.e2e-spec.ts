// docs/how-to/admin-route.md, followed: an admin list of lab partners, declared as a new admin
// route is, then called as each kind of caller would.
import { Inject, Injectable, Module, Query } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import request from 'supertest';
import { asStaff, createUser, loginAs } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buildOpenApiDocument } from '../../src/app.factory';
import { FEATURE_MODULES } from '../../src/feature-modules';
import { Permission } from '../../src/platform/access/permissions';
import { AdminList, type ListSource } from '../../src/platform/listing/admin-list';
import {
  AdminController,
  LIST_ROUTE_MARK,
  ListRoute,
} from '../../src/platform/listing/admin-routes';
import { ListQueryDto } from '../../src/platform/listing/list-query.dto';
import { PageOf } from '../../src/platform/listing/page.views';

/** Step 1: the migration's table (here run by the test). */
const MIGRATION = `CREATE TABLE lab_partners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name varchar(120) NOT NULL,
  city varchar(80) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now())`;

/** Step 2: the entity, the view staff see, and the page of the one list envelope. */
@Entity('lab_partners')
class LabPartner {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'varchar' }) city: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
class LabPartnerView {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() city: string;
}
class LabPartnerPage extends PageOf(LabPartnerView) {}

/** Step 3: the repository (the feature's SQL), through the one admin list path. */
const LAB_PARTNERS: ListSource<LabPartner, LabPartnerView> = {
  entity: LabPartner,
  alias: 'p',
  search: ['p.name', 'p.city'],
  created: 'p.created_at',
  order: { column: 'p.name', direction: 'ASC' },
  view: (p) => ({ id: p.id, name: p.name, city: p.city }),
};
@Injectable()
class LabPartnersRepository {
  private readonly listing: AdminList<LabPartner, LabPartnerView>;
  constructor(@Inject(DataSource) db: DataSource) {
    this.listing = new AdminList(db, LAB_PARTNERS);
  }
  page(q: ListQueryDto) {
    return this.listing.page(q);
  }
}

/** Step 4: the controller: its path under /api/admin and the permission every route needs. */
@AdminController('lab-partners', Permission.JobsManage)
class LabPartnersAdminController {
  constructor(@Inject(LabPartnersRepository) private readonly partners: LabPartnersRepository) {}

  @ListRoute('Lab partners by name; the search looks in name and city', LabPartnerPage)
  list(@Query() q: ListQueryDto): Promise<LabPartnerPage> {
    return this.partners.page(q);
  }
}

/** Step 5: its module, and its line in feature-modules.ts. */
@Module({
  imports: [TypeOrmModule.forFeature([LabPartner])],
  controllers: [LabPartnersAdminController],
  providers: [LabPartnersRepository],
})
class LabPartnersModule {}
FEATURE_MODULES.push(LabPartnersModule);

describe('docs/how-to/admin-route.md: a new admin route, followed step by step', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await t.db.query(MIGRATION);
    await t.db.query(
      `INSERT INTO lab_partners (name, city) VALUES ('Metropolis', 'Pune'), ('Apex Labs', 'Mumbai')`,
    );
    for (const [name, role] of [
      ['hr', 'hr_manager'],
      ['editor', 'content_editor'],
    ] as const) {
      await createUser(t, name, role);
      tokens[name] = await loginAs(t, name);
    }
  }, 60_000);
  afterAll(() => t?.close());

  it('answers the roles that hold its permission, in the one list envelope, searched and paged', async () => {
    const page = await asStaff(t, tokens.hr).get('/api/admin/lab-partners').expect(200);
    expect(page.body).toEqual({
      status: 'success',
      data: [
        expect.objectContaining({ name: 'Apex Labs', city: 'Mumbai' }),
        expect.objectContaining({ name: 'Metropolis', city: 'Pune' }),
      ],
      total: 2,
      page: 1,
      pages: 1,
    });
    const searched = await asStaff(t, tokens.hr)
      .get('/api/admin/lab-partners?search=pune')
      .expect(200);
    expect(searched.body.data.map((p: LabPartnerView) => p.name)).toEqual(['Metropolis']);
    // The shared query's rules come with it: a page size beyond the list's largest is refused.
    const refused = await asStaff(t, tokens.hr).get('/api/admin/lab-partners?pageSize=5000');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses everyone else: no token 401, a role without the permission 403', async () => {
    const anonymous = await request(t.http).get('/api/admin/lab-partners');
    expect(anonymous.status).toBe(401);
    const editor = await asStaff(t, tokens.editor).get('/api/admin/lab-partners');
    expect(editor.status).toBe(403);
    expect(editor.body.code).toBe('FORBIDDEN');
  });

  it('is in the API document, marked as an admin list, which `npm run openapi` writes out', () => {
    const doc = buildOpenApiDocument(t.app) as {
      paths: Record<string, { get?: Record<string, unknown> }>;
    };
    const list = doc.paths['/api/admin/lab-partners']?.get;
    expect(list).toMatchObject({
      summary: 'Lab partners by name; the search looks in name and city',
      tags: ['admin: lab-partners'],
      [LIST_ROUTE_MARK]: 'paged',
    });
  });
});
