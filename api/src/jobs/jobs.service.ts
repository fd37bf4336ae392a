import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import type {
  JobListQueryDto,
  JobListResponse,
  JobView,
  PublicJobView,
  SaveJobDto,
} from './dto/job.dto';
import { JOB_DEFAULTS, JOB_MESSAGES, toggledStatus } from './job.constants';
import { todayIst } from '../platform/dates/ist';
import type { Job } from './job.entity';
import { JOB_KIND as K } from './job.kind';
import { toJobView } from './job.views';
import { JobsRepository } from './jobs.repository';

@Injectable()
export class JobsService {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(JobsRepository) private readonly jobs: JobsRepository,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** Active openings only, newest posted first, whatever the caller asks for. */
  listPublic(): Promise<PublicJobView[]> {
    return this.jobs.publicList();
  }

  /**
   * Newest posted first; the page size is the query's `limit`. Each posting carries its
   * counts of applications.
   */
  list(q: JobListQueryDto): Promise<JobListResponse> {
    return this.jobs.page(q);
  }

  async create(dto: SaveJobDto, p: Principal, ip: string): Promise<JobView> {
    const postedDate = dto.posted_date ?? todayIst();
    const deadline = dto.application_deadline ?? null;
    assertDeadline(postedDate, deadline);
    return this.db.transaction(async (m) => {
      const job = await this.jobs.insert(m, {
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
      });
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
      const saved = await this.jobs.save(m, job);
      await this.audit.record(p, K.audit.update, K.auditDetails(saved), ip, m);
      return toJobView(saved);
    });
  }

  async remove(id: number, p: Principal, ip: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const job = await this.lockedJob(m, id);
      await this.jobs.delete(m, id);
      await this.audit.record(p, K.audit.delete, K.auditDetails(job), ip, m);
    });
  }

  /** The quick toggle: active → inactive; inactive, draft or closed → active. */
  async toggle(id: number, p: Principal, ip: string): Promise<{ job: JobView; message: string }> {
    return this.db.transaction(async (m) => {
      const job = await this.lockedJob(m, id);
      job.status = toggledStatus(job.status);
      const saved = await this.jobs.save(m, job);
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
    const job = await this.jobs.lockById(m, id);
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
