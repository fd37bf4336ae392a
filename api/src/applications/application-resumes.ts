import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import { type StoredObject, StorageService } from '../platform/storage/storage.service';
import { APPLICATION_MESSAGES as M } from './application.constants';
import type { Application, ResumeType } from './application.entity';
import { ApplicationsRepository } from './applications.repository';

const MIME: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The downloaded resume's name: {First}_{Last}_Resume.{ext}, spaces as underscores. */
export function resumeFileName(first: string, last: string, ext: string): string {
  const part = (s: string) => s.trim().replace(/\s+/g, '_');
  return `${part(first)}_${part(last)}_Resume.${ext}`;
}

/**
 * The staff side of the stored resumes: a download, audited. (ApplicationsService stores them
 * with the public forms' submissions.)
 */
@Injectable()
export class ApplicationResumes {
  constructor(
    @Inject(ApplicationsRepository) private readonly applications: ApplicationsRepository,
    @Inject(StorageService) private readonly storage: StorageService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /**
   * The private resume of an application, audited; 404 when there is none. `pdfOnly` (the
   * preview): 409 for a Word resume, which a browser cannot show.
   */
  async resume(
    id: number,
    p: Principal,
    ip: string,
    { pdfOnly = false } = {},
  ): Promise<StoredObject & { filename: string; contentType: string }> {
    const a = await this.find(id);
    if (!a.resumeKey || !a.resumeType) throw new NotFoundException(M.noResume);
    if (pdfOnly && a.resumeType !== 'pdf') throw new ConflictException(M.notPreviewable);
    const object = await this.storage.get(a.resumeKey);
    try {
      await this.audit.record(
        p,
        'application.resume',
        { id: a.id, name: `${a.firstName} ${a.lastName}` },
        ip,
      );
    } catch (e) {
      object.stream.destroy();
      throw e;
    }
    return {
      ...object,
      filename: resumeFileName(a.firstName, a.lastName, a.resumeType),
      contentType: MIME[a.resumeType],
    };
  }

  private async find(id: number): Promise<Application> {
    const a = await this.applications.findById(id);
    if (!a) throw new NotFoundException(M.notFound);
    return a;
  }
}
