import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ZipFile } from 'yazl';
import type { AuditAction } from '../audit/audit-actions';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { StorageService } from '../platform/storage/storage.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { withStatementTimeout } from '../platform/database/statement-timeout';
import { anonymise, ERASED_MARKER, mentionsAddress } from './address-match';
import { CaseReferences } from './case-reference';
import {
  type PrivacyCaseEvent,
  type PrivacyCounts,
  type PrivacyErased,
  type PrivacyEraseResponse,
  type PrivacyLookup,
  PRIVACY_ACTIONS,
  type ResumeState,
} from './dto/privacy.dto';
import {
  addressParams,
  addressWhere,
  auditRowsOf,
  findHeld,
  type HeldRecords,
  KINDS,
  type Kind,
  MAILS_WHERE,
  type Row,
} from './held-records';
import {
  LIST_LIMIT,
  PRIVACY_MESSAGES as M,
  PRIVACY_REQUESTS_PER_MINUTE,
} from './privacy.constants';
import { buildExport, exportFileName, type ResumeEntry, resumePath } from './privacy-export';

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v ?? ''));
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** "contacts 2, registrations 1, subscribers 0, applications 1 (1 file), mails 4, audit 1". */
export function describeCounts(c: Omit<PrivacyCounts, 'auditEntries'>, audit: string): string {
  return [
    `contacts ${c.contacts}`,
    `registrations ${c.registrations}`,
    `subscribers ${c.subscribers}`,
    `applications ${c.applications} (${c.resumeFiles} file${c.resumeFiles === 1 ? '' : 's'})`,
    `mails ${c.mails}`,
    audit,
  ].join(', ');
}

/** Rows of a DELETE … RETURNING through TypeORM's query() (pg answers [rows, count]). */
function returned(result: unknown): Row[] {
  const r = result as unknown[];
  return (Array.isArray(r[0]) ? r[0] : r) as Row[];
}

/**
 * The Privacy Requests desk: what is held for one e-mail address, a ZIP of all of it, and its
 * erasure. Each call is audited under the case reference (a keyed hash of the address), never
 * the address itself, so an erasure leaves nothing that names the person.
 */
@Injectable()
export class PrivacyService {
  private readonly logger = new Logger('Privacy');
  private readonly cases: CaseReferences;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(StorageService) private readonly storage: StorageService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
  ) {
    this.cases = new CaseReferences(config.keys.links);
  }

  caseReference(address: string): string {
    return this.cases.of(address);
  }

  /** 30 requests a minute per staff member: a desk for single requests, not a bulk tool. */
  private admit(p: Principal): Promise<void> {
    return this.limits.hit(
      {
        name: 'privacy',
        points: PRIVACY_REQUESTS_PER_MINUTE,
        durationSeconds: 60,
        onStoreFailure: 'open',
      },
      String(p.userId),
    );
  }

  private record(
    p: Principal,
    action: AuditAction,
    ref: string,
    detail: string,
    ip: string | undefined,
    m?: EntityManager,
  ) {
    return this.audit.record(p, action, `${ref}: ${detail}`, ip, m);
  }

  /** Each application's resume and whether storage has it (one HEAD or stat per file). */
  private async resumesOf(applications: readonly Row[]): Promise<ResumeEntry[]> {
    const out: ResumeEntry[] = [];
    for (const a of applications) {
      if (!a.resume_key) continue;
      const key = String(a.resume_key);
      out.push({
        applicationId: Number(a.id),
        key,
        path: resumePath(a),
        uploadedAs: text(a.resume_name),
        present: await this.storage.exists(key),
      });
    }
    return out;
  }

  private counts(held: HeldRecords, resumes: readonly ResumeEntry[]): PrivacyCounts {
    return {
      contacts: held.contacts.length,
      registrations: held.registrations.length,
      subscribers: held.subscribers.length,
      applications: held.applications.length,
      resumeFiles: resumes.filter((r) => r.present).length,
      mails: held.mails.length,
      auditEntries: held.auditEntries.length,
    };
  }

  /** The case's events under the reference of each key in the ring (a rotation keeps them). */
  private async history(address: string): Promise<PrivacyCaseEvent[]> {
    const refs = this.cases.all(address);
    const rows: Row[] = await this.db.query(
      `SELECT action, username, target, created_at FROM audit_log
        WHERE action = ANY($1) AND target LIKE ANY($2) ORDER BY created_at DESC, id DESC LIMIT 20`,
      [PRIVACY_ACTIONS, refs.map((ref) => `${ref}:%`)],
    );
    return rows.map((r) => ({
      action: r.action as PrivacyCaseEvent['action'],
      username: String(r.username),
      detail: String(r.target).slice(refs[0].length + 2),
      created_at: iso(r.created_at),
    }));
  }

  async lookup(address: string, p: Principal, ip: string | undefined): Promise<PrivacyLookup> {
    await this.admit(p);
    const held = await findHeld(this.db, address);
    const resumes = await this.resumesOf(held.applications);
    const counts = this.counts(held, resumes);
    const ref = this.cases.of(address);
    await this.record(
      p,
      'privacy.lookup',
      ref,
      `found ${describeCounts(counts, `audit ${counts.auditEntries}`)}`,
      ip,
    );
    const resumeState = new Map<number, ResumeState>(
      resumes.map((r) => [r.applicationId, r.present ? 'present' : 'missing']),
    );
    const first = (kind: Kind) => held[kind].slice(0, LIST_LIMIT);
    return {
      email: address,
      caseReference: ref,
      counts,
      // The records the counts name (notes belong to them and are not counted apart).
      total: KINDS.filter((k) => k !== 'notes').reduce((n, k) => n + held[k].length, 0),
      listLimit: LIST_LIMIT,
      contacts: first('contacts').map((r) => ({
        id: Number(r.id),
        name: String(r.name),
        phone: text(r.phone),
        message: String(r.message ?? '').slice(0, 300),
        created_at: iso(r.created_at),
      })),
      registrations: first('registrations').map((r) => ({
        id: Number(r.id),
        name: String(r.name),
        phone: text(r.phone),
        session_name: text(r.session_name),
        session_date: r.session_date ? iso(r.session_date).slice(0, 10) : null,
        created_at: iso(r.created_at),
      })),
      subscribers: first('subscribers').map((r) => ({
        id: Number(r.id),
        email: String(r.email),
        created_at: iso(r.created_at),
      })),
      applications: first('applications').map((r) => ({
        id: Number(r.id),
        first_name: String(r.first_name),
        last_name: String(r.last_name),
        job_position: String(r.job_position),
        resume_name: text(r.resume_name),
        resume: resumeState.get(Number(r.id)) ?? 'none',
        created_at: iso(r.created_at),
      })),
      notes: first('notes').map((r) => {
        const [record, id] = r.contact_id
          ? (['contact', r.contact_id] as const)
          : r.registration_id
            ? (['registration', r.registration_id] as const)
            : (['application', r.application_id] as const);
        return {
          id: Number(r.id),
          record,
          record_id: Number(id),
          author: String(r.author),
          body: String(r.body).slice(0, 300),
          created_at: iso(r.created_at),
        };
      }),
      mails: first('mails').map((r) => ({
        id: Number(r.id),
        kind: String(r.kind),
        relation: String(r.to_address).toLowerCase() === address ? 'to' : 'reply-to',
        to: String(r.to_address),
        subject: String(r.subject),
        status: String(r.status),
        created_at: iso(r.created_at),
      })),
      auditEntries: first('auditEntries').map((r) => ({
        id: String(r.id),
        username: String(r.username),
        action: String(r.action),
        target: text(r.target),
        created_at: iso(r.created_at),
      })),
      history: await this.history(address),
    };
  }

  /**
   * The ZIP of everything held (audited before the first byte). Nothing is read from storage
   * until the client reads the archive; a resume storage no longer has is named as missing in
   * README.txt instead.
   */
  async prepareExport(
    address: string,
    p: Principal,
    ip: string | undefined,
  ): Promise<{ filename: string; zip: ZipFile }> {
    await this.admit(p);
    // Everything of one address at once: allowed the exports' longer statement timeout.
    const held = await withStatementTimeout(this.db, this.config.dbStatementTimeoutMs.long, (m) =>
      findHeld(m, address),
    );
    const resumes = await this.resumesOf(held.applications);
    const counts = this.counts(held, resumes);
    const ref = this.cases.of(address);
    const producedAt = new Date();
    await this.record(
      p,
      'privacy.export',
      ref,
      `ZIP of ${describeCounts(counts, `audit ${counts.auditEntries}`)}`,
      ip,
    );
    const zip = buildExport({
      address,
      caseReference: ref,
      producedAt,
      held,
      resumes,
      open: async (key) => (await this.storage.get(key)).stream,
    });
    return { filename: exportFileName(ref, producedAt), zip };
  }

  /**
   * Deletes every row held for the address and anonymises the audit entries that mention it,
   * with the erasure's own audit entry, in one transaction; then deletes the resume files. A file
   * left behind (a crash, a storage error) has no application any more: the retention job's
   * orphan sweep deletes it after an hour.
   */
  async erase(
    address: string,
    confirmation: string,
    p: Principal,
    ip: string | undefined,
  ): Promise<PrivacyEraseResponse> {
    if (confirmation !== address) {
      throw new BadRequestException({
        message: M.confirmationMismatch,
        details: { confirmation: M.confirmationMismatch },
      });
    }
    await this.admit(p);
    const ref = this.cases.of(address);
    const { erased, files } = await this.db.transaction(async (m) => {
      const params = addressParams(address);
      // The staff's notes on these records go with them (notes' ON DELETE CASCADE).
      const remove = async (table: string, returning: string) =>
        returned(
          await m.query(
            `DELETE FROM ${table} WHERE ${addressWhere('email')} RETURNING ${returning}`,
            params,
          ),
        );
      const contacts = await remove('contacts', 'name');
      const registrations = await remove('registrations', 'name');
      const subscribers = await remove('subscribers', 'id');
      const applications = await remove('applications', 'id, first_name, last_name, resume_key');
      const mails = returned(
        await m.query(`DELETE FROM outbox_mails WHERE ${MAILS_WHERE} RETURNING id`, [address]),
      );
      const names = [
        ...contacts.map((r) => String(r.name)),
        ...registrations.map((r) => String(r.name)),
        ...applications.map((r) => `${String(r.first_name)} ${String(r.last_name)}`),
      ];
      const audit = await auditRowsOf(
        m,
        address,
        applications.map((a) => Number(a.id)),
        true,
      );
      await this.anonymise(m, audit, address, names);
      const keys = applications.filter((a) => a.resume_key).map((a) => String(a.resume_key));
      const present: string[] = [];
      for (const key of keys) if (await this.storage.exists(key)) present.push(key);
      const result: PrivacyErased = {
        contacts: contacts.length,
        registrations: registrations.length,
        subscribers: subscribers.length,
        applications: applications.length,
        resumeFiles: present.length,
        mails: mails.length,
        auditEntriesAnonymised: audit.length,
      };
      await this.record(
        p,
        'privacy.erase',
        ref,
        `deleted ${describeCounts(result, `audit anonymised ${result.auditEntriesAnonymised}`)}`,
        ip,
        m,
      );
      return { erased: result, files: present };
    });
    for (const key of files) {
      try {
        await this.storage.delete(key);
      } catch (e) {
        this.logger.warn(
          `${ref}: could not delete ${key} (${(e as Error).message}); left to the orphan sweep`,
        );
      }
    }
    const nothing = Object.values(erased).every((n) => n === 0);
    return {
      success: true,
      message: nothing ? M.nothingToErase : M.erased,
      caseReference: ref,
      erased,
    };
  }

  /**
   * Keeps the audit entries (who did what, and when, stays on record) with the address and the
   * person's names replaced by the marker; where the person was the actor (a sign-in attempt
   * with their address as the username), their network address is dropped too.
   */
  private async anonymise(
    m: EntityManager,
    rows: readonly Row[],
    address: string,
    names: readonly string[],
  ): Promise<void> {
    if (!rows.length) return;
    const ids: string[] = [];
    const usernames: string[] = [];
    const targets: (string | null)[] = [];
    const ips: (string | null)[] = [];
    for (const r of rows) {
      const username = String(r.username);
      const actor = r.user_id === null && mentionsAddress(username, address);
      ids.push(String(r.id));
      usernames.push(anonymise(username, address, []).slice(0, 64) || ERASED_MARKER);
      targets.push(
        typeof r.target === 'string' ? anonymise(r.target, address, names).slice(0, 200) : null,
      );
      ips.push(actor ? null : text(r.ip));
    }
    await m.query(
      `UPDATE audit_log a SET username = u.username, target = u.target, ip = u.ip
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) AS u(id, username, target, ip)
        WHERE a.id = u.id`,
      [ids, usernames, targets, ips],
    );
  }
}
