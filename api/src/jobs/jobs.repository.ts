import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { activeRows } from '../platform/listing/active-list';
import { AdminList, type ListSource } from '../platform/listing/admin-list';
import { escapeLike, type Page } from '../platform/listing/listing';
import type { JobListQueryDto, JobView, PublicJobView } from './dto/job.dto';
import { Job } from './job.entity';
import { toJobView, toPublicJobView } from './job.views';

/** Newest posted first; the search looks in columns each backed by a pg_trgm index. */
const JOB_LIST: ListSource<Job, JobView> = {
  entity: Job,
  alias: 'job',
  search: ['job.title', 'job.company', 'job.location', 'job.department'],
  created: 'job.created_at',
  order: { column: 'job.posted_date', direction: 'DESC' },
  view: toJobView,
};

/** The public page lists every active opening; a hard cap keeps the answer bounded. */
const PUBLIC_CAP = 200;

/** A posting with how many applications name it, and how many of those are New. */
export type JobWithCounts = JobView & { applications: number; new_applications: number };

/** The job postings' SQL. */
@Injectable()
export class JobsRepository {
  private readonly listing: AdminList<Job, JobView>;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.listing = new AdminList(db, JOB_LIST);
  }

  /** Active openings only, newest posted first. */
  publicList(): Promise<PublicJobView[]> {
    return activeRows(this.db, {
      entity: Job,
      alias: 'job',
      order: { column: 'job.posted_date', direction: 'DESC' },
      cap: PUBLIC_CAP,
      view: toPublicJobView,
    });
  }

  /** A page of the Jobs tab, each posting with its counts of applications (applicationCounts). */
  async page(q: JobListQueryDto): Promise<Page<JobWithCounts>> {
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

  /** Inserts a new posting; returns it as stored. */
  insert(m: EntityManager, values: Partial<Job>): Promise<Job> {
    return m.save(m.create(Job, values));
  }

  /** Writes a changed posting; returns it as stored. */
  save(m: EntityManager, job: Job): Promise<Job> {
    return m.save(job);
  }

  /** The posting, locked for update until the transaction ends, or null. */
  lockById(m: EntityManager, id: number): Promise<Job | null> {
    return m.findOne(Job, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async delete(m: EntityManager, id: number): Promise<void> {
    await m.delete(Job, { id });
  }
}
