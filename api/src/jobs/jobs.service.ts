import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import { AdminList } from '../platform/listing/admin-list';
import { activeRows } from '../platform/listing/active-list';
import { escapeLike } from '../platform/listing/listing';
import type {
  JobListQueryDto,
  JobListResponse,
  JobView,
  PublicJobView,
  SaveJobDto,
} from './dto/job.dto';
import { JOB_DEFAULTS, JOB_MESSAGES, toggledStatus } from './job.constants';
import { todayIst } from '../platform/dates/ist';
import { Job } from './job.entity';
import { JOB_KIND as K, toJobView, toPublicJobView } from './job.kind';

@Injectable()
export class JobsService {
  private readonly listing: AdminList<Job, JobView>;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {
    this.listing = new AdminList(db, K.list);
  }

  /** Active openings only, newest posted first, whatever the caller asks for. */
  listPublic(): Promise<PublicJobView[]> {
    return activeRows(this.db, {
      entity: Job,
      alias: 'job',
      order: { column: 'job.posted_date', direction: 'DESC' },
      cap: K.publicCap,
      view: toPublicJobView,
    });
  }

  /**
   * Newest posted first; the page size is the query's `limit`. Each posting carries its
   * counts of applications (see applicationCounts).
   */
  async list(q: JobListQueryDto): Promise<JobListResponse> {
    const page = await this.listing.page(
      { page: q.page, pageSize: q.limit, search: q.search },
      (qb) => {
        if (q.status) qb.andWhere('job.status = :status', { status: q.status });
      },
    );
    const counts = await this.applicationCounts(page.data);
    return {
      ...page,
      data: page.data.map((j) => ({
        ...j,
        applications: counts.get(j.id)?.applications ?? 0,
        new_applications: counts.get(j.id)?.fresh ?? 0,
      })),
    };
  }

  /**
   * How many applications name each posting, and how many of them are New, in one query for
   * the whole page. An application names a posting when its job position contains the title
   * (case-insensitive): the Career Applications tab's position filter, which the count links
   * to, so the count and the filtered list agree. Each count is a lookup in the
   * job_position trigram index.
   */
  private async applicationCounts(
    jobs: Pick<JobView, 'id' | 'title'>[],
  ): Promise<Map<number, { applications: number; fresh: number }>> {
    if (jobs.length === 0) return new Map();
    const rows: { id: number; applications: number; fresh: number }[] = await this.db.query(
      `SELECT p.id, c.applications, c.fresh
         FROM unnest($1::int[], $2::text[]) AS p(id, pattern)
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS applications,
                  count(*) FILTER (WHERE a.status = 'new')::int AS fresh
             FROM applications a
            WHERE a.job_position ILIKE p.pattern
         ) c`,
      [jobs.map((j) => j.id), jobs.map((j) => `%${escapeLike(j.title.trim())}%`)],
    );
    return new Map(rows.map((r) => [Number(r.id), r]));
  }

  async create(dto: SaveJobDto, p: Principal, ip: string): Promise<JobView> {
    const postedDate = dto.posted_date ?? todayIst();
    const deadline = dto.application_deadline ?? null;
    assertDeadline(postedDate, deadline);
    return this.db.transaction(async (m) => {
      const job = await m.save(
        m.create(Job, {
          title: dto.title,
          company: dto.company ?? JOB_DEFAULTS.company,
          department: dto.department ?? JOB_DEFAULTS.department,
          location: dto.location,
          type: dto.type ?? JOB_DEFAULTS.type,
          mode: dto.mode ?? JOB_DEFAULTS.mode,
          description: dto.description ?? '',
          requirements: dto.requirements ?? '',
          responsibilities: dto.responsibilities ?? '',
          salaryRange: dto.salary_range ?? '',
          status: dto.status ?? JOB_DEFAULTS.status,
          postedDate,
          applicationDeadline: deadline,
        }),
      );
      await this.audit.record(p, K.audit.create, K.auditDetails(job), ip, m);
      return toJobView(job);
    });
  }

  /** PUT: the given fields replace the stored ones; absent optional fields are kept. */
  async update(id: number, dto: SaveJobDto, p: Principal, ip: string): Promise<JobView> {
    return this.db.transaction(async (m) => {
      const job = await this.lockedJob(m, id);
      job.title = dto.title;
      job.location = dto.location;
      if (dto.company !== undefined) job.company = dto.company;
      if (dto.department !== undefined) job.department = dto.department;
      if (dto.type !== undefined) job.type = dto.type;
      if (dto.mode !== undefined) job.mode = dto.mode;
      if (dto.description !== undefined) job.description = dto.description;
      if (dto.requirements !== undefined) job.requirements = dto.requirements;
      if (dto.responsibilities !== undefined) job.responsibilities = dto.responsibilities;
      if (dto.salary_range !== undefined) job.salaryRange = dto.salary_range;
      if (dto.status !== undefined) job.status = dto.status;
      if (dto.posted_date !== undefined) job.postedDate = dto.posted_date;
      if (dto.application_deadline !== undefined)
        job.applicationDeadline = dto.application_deadline;
      assertDeadline(job.postedDate, job.applicationDeadline);
      const saved = await m.save(job);
      await this.audit.record(p, K.audit.update, K.auditDetails(saved), ip, m);
      return toJobView(saved);
    });
  }

  async remove(id: number, p: Principal, ip: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const job = await this.lockedJob(m, id);
      await m.delete(Job, { id });
      await this.audit.record(p, K.audit.delete, K.auditDetails(job), ip, m);
    });
  }

  /** The quick toggle: active → inactive; inactive, draft or closed → active. */
  async toggle(id: number, p: Principal, ip: string): Promise<{ job: JobView; message: string }> {
    return this.db.transaction(async (m) => {
      const job = await this.lockedJob(m, id);
      job.status = toggledStatus(job.status);
      const saved = await m.save(job);
      const activated = saved.status === 'active';
      await this.audit.record(
        p,
        activated ? K.audit.activate : K.audit.deactivate,
        K.auditDetails(saved),
        ip,
        m,
      );
      return {
        job: toJobView(saved),
        message: activated ? JOB_MESSAGES.activated : JOB_MESSAGES.deactivated,
      };
    });
  }

  private async lockedJob(m: EntityManager, id: number): Promise<Job> {
    const job = await m.findOne(Job, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!job) throw new NotFoundException(K.notFound);
    return job;
  }
}

function assertDeadline(postedDate: string, deadline: string | null): void {
  if (deadline !== null && deadline < postedDate) {
    throw new BadRequestException({
      message: JOB_MESSAGES.deadlineBeforePosted,
      details: { application_deadline: JOB_MESSAGES.deadlineBeforePosted },
    });
  }
}
