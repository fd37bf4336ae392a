import { Inject, Injectable } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import { APPLICATION_STATUS_RANK } from '../submissions/inbox-status';
import { Application } from './application.entity';

/** The dropdown lists at most this many positions. */
const POSITIONS_CAP = 500;

/** Distinct job positions of all applications, for the list's dropdown. */
export async function applicationPositions(db: DataSource): Promise<{ positions: string[] }> {
  const rows: { job_position: string }[] = await db.query(
    `SELECT DISTINCT job_position FROM applications ORDER BY job_position LIMIT ${POSITIONS_CAP}`,
  );
  return { positions: rows.map((r) => r.job_position) };
}

/** Pipeline order, newest first within a status (applications_status_rank_idx). */
export function pipelineOrder(qb: SelectQueryBuilder<ObjectLiteral>, a: string): void {
  qb.orderBy(APPLICATION_STATUS_RANK(a), 'ASC')
    .addOrderBy(`${a}.created_at`, 'DESC')
    .addOrderBy(`${a}.id`, 'DESC');
}

/** Stored resumes some application names, of the keys asked about (the orphan sweep). */
export const RESUMES_IN_USE = `SELECT resume_key AS key FROM applications WHERE resume_key = ANY($1)`;

/** An application's own rows beyond the inbox's (which the inbox's repository reads). */
@Injectable()
export class ApplicationsRepository {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  findById(id: number): Promise<Application | null> {
    return this.db.getRepository(Application).findOneBy({ id });
  }

  /** Inserts a received application, consented now (inside its submission's transaction). */
  /** Stores the application; its id. */
  async insert(m: EntityManager, application: Partial<Application>): Promise<number> {
    const r = await m.insert(Application, { ...application, consentedAt: () => 'now()' });
    return Number((r.identifiers[0] as { id: number }).id);
  }
}
