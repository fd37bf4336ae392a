import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import { WEBHOOK_OUTBOX, type WebhookOutbox } from '../platform/outbox/webhook-events';
import { ATTENDANCE_LABELS, type Attendance } from './registration.entity';
import { REGISTRATION_NOT_FOUND } from './registration.kind';
import { RegistrationsRepository } from './registrations.repository';

/**
 * Attendance of a registration (Registered, Attended, No-show, Cancelled), beside its inbox
 * status. Cancelling frees the seat for someone else (a seat is counted by attendance).
 */
@Injectable()
export class RegistrationAttendance {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(RegistrationsRepository) private readonly registrations: RegistrationsRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(WEBHOOK_OUTBOX) private readonly webhooks: WebhookOutbox,
  ) {}

  /** Sets it, audited from → to; the same value again changes and records nothing. */
  set(id: number, attendance: Attendance, p: Principal, ip: string): Promise<void> {
    return this.db.transaction(async (m) => {
      const from = await this.registrations.lockAttendance(m, id);
      if (from === null) throw new NotFoundException(REGISTRATION_NOT_FOUND);
      if (from === attendance) return;
      await this.registrations.setAttendance(m, id, attendance);
      if (attendance === 'cancelled')
        await this.webhooks.record(m, [{ type: 'registration.cancelled', data: { id } }]);
      await this.audit.record(
        p,
        'registration.attendance',
        { id, from: ATTENDANCE_LABELS[from], to: ATTENDANCE_LABELS[attendance] },
        ip,
        m,
      );
    });
  }
}
