import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ZipFile } from 'yazl';
import { AuditService } from '../audit/audit.service';
import { isoText as iso } from '../personal-data/personal-data-kind';
import { PersonalDataRegistry } from '../personal-data/personal-data.registry';
import { callerKey, type Principal } from '../platform/access/principal';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { StorageService } from '../platform/storage/storage.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { withStatementTimeout } from '../platform/database/statement-timeout';
import { CaseReferences } from './case-reference';
import {
  type PrivacyCaseEvent,
  type PrivacyEraseResponse,
  type PrivacyLookup,
  PRIVACY_ACTIONS,
  type PrivacyAction,
} from './dto/privacy.dto';
import { findHeld, type HeldRecords } from './held-records';
import { deleteMailFiles, mailFilesDir, mailFilesOf } from '../notifications/mail-transport';
import { eraseRows } from './privacy-erasure';
import { countHeld, describeCounts, lookupAnswer } from './privacy-lookup';
import { PRIVACY_MESSAGES as M, PRIVACY_REQUESTS_PER_MINUTE } from './privacy.constants';
import { buildExport, exportFileName, type FileEntry } from './privacy-export';
import { PrivacyRepository } from './privacy.repository';

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
    @Inject(PrivacyRepository) private readonly privacy: PrivacyRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(StorageService) private readonly storage: StorageService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(PersonalDataRegistry) private readonly registry: PersonalDataRegistry,
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
      callerKey(p),
    );
  }

  private record(
    p: Principal,
    action: PrivacyAction,
    ref: string,
    summary: string,
    ip: string | undefined,
    m?: EntityManager,
  ) {
    return this.audit.record(p, action, { case: ref, summary }, ip, m);
  }

  /** The declared kinds of personal data, in their order. */
  private get kinds() {
    return this.registry.kinds();
  }

  /** The stored files the held rows name, and whether storage has each (one HEAD or stat each). */
  private async filesOf(held: HeldRecords): Promise<FileEntry[]> {
    const out: FileEntry[] = [];
    for (const kind of this.kinds) {
      if (!kind.file) continue;
      for (const r of held[kind.key]) {
        if (!r[kind.file.keyColumn]) continue;
        const key = String(r[kind.file.keyColumn]);
        const uploadedAs = r[kind.file.uploadedAsColumn];
        out.push({
          kind,
          rowId: Number(r.id),
          key,
          path: kind.file.archivePath(r),
          uploadedAs: uploadedAs === null || uploadedAs === undefined ? null : String(uploadedAs),
          present: await this.storage.exists(key),
        });
      }
    }
    return out;
  }

  /** "found contacts 2, …, audit 1" and the like: the counts as the audit entry records them. */
  private describe(counts: object, audit: string): string {
    return describeCounts(this.kinds, counts as Record<string, number>, audit);
  }

  /** The case's events under the reference of each key in the ring (a rotation keeps them). */
  private async history(address: string): Promise<PrivacyCaseEvent[]> {
    const refs = this.cases.all(address);
    const rows = await this.privacy.caseHistory(PRIVACY_ACTIONS, refs);
    return rows.map((r) => ({
      action: r.action as PrivacyCaseEvent['action'],
      username: String(r.username),
      detail: String(r.summary ?? ''),
      created_at: iso(r.created_at),
    }));
  }

  async lookup(address: string, p: Principal, ip: string | undefined): Promise<PrivacyLookup> {
    await this.admit(p);
    const held = await findHeld(this.privacy, this.db.manager, this.kinds, address);
    const files = await this.filesOf(held);
    const counts = countHeld(this.kinds, held, files);
    const ref = this.cases.of(address);
    await this.record(
      p,
      'privacy.lookup',
      ref,
      `found ${this.describe(counts, `audit ${counts.auditEntries}`)}`,
      ip,
    );
    return lookupAnswer({
      address,
      caseReference: ref,
      kinds: this.kinds,
      held,
      files,
      counts,
      history: await this.history(address),
    });
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
      findHeld(this.privacy, m, this.kinds, address),
    );
    const files = await this.filesOf(held);
    const counts = countHeld(this.kinds, held, files);
    const ref = this.cases.of(address);
    const producedAt = new Date();
    await this.record(
      p,
      'privacy.export',
      ref,
      `ZIP of ${this.describe(counts, `audit ${counts.auditEntries}`)}`,
      ip,
    );
    const zip = buildExport({
      address,
      caseReference: ref,
      producedAt,
      kinds: this.kinds,
      held,
      files,
      open: async (key) => (await this.storage.get(key)).stream,
    });
    return { filename: exportFileName(ref, producedAt), zip };
  }

  /**
   * Deletes every row held for the address and anonymises the audit entries that mention it,
   * with the erasure's own audit entry, in one transaction; then deletes the rows' files (the
   * résumés) and the .eml copies of the deleted mails. A résumé left behind (a crash, a storage
   * error) has no row any more: the retention job's orphan sweep deletes it.
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
    const mailDir = mailFilesDir(this.config);
    const { erased, files, mailFiles } = await this.db.transaction(async (m) => {
      const erasure = await eraseRows(this.privacy, m, this.kinds, address, {
        exists: (key) => this.storage.exists(key),
        mailFiles: (ids) => mailFilesOf(mailDir, ids),
      });
      const { erased } = erasure;
      await this.record(
        p,
        'privacy.erase',
        ref,
        `deleted ${this.describe(erased, `audit anonymised ${erased.auditEntriesAnonymised}`)}`,
        ip,
        m,
      );
      return erasure;
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
    try {
      await deleteMailFiles(mailDir, mailFiles);
    } catch (e) {
      this.logger.error(
        `${ref}: could not delete the mail files ${mailFiles.join(', ')} in ${mailDir} (${(e as Error).message}); delete them by hand`,
      );
    }
    const nothing = Object.values(erased).every((n) => n === 0);
    return {
      success: true,
      message: nothing ? M.nothingToErase : M.erased,
      caseReference: ref,
      erased,
    };
  }
}
