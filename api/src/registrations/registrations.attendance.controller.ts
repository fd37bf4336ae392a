import { Body, Inject, Ip, NotFoundException, Patch } from '@nestjs/common';
import { ApiBadRequestResponse } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Permission } from '../platform/access/permissions';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import { AdminController, RecordRoute } from '../platform/listing/admin-routes';
import { IdParam } from '../platform/listing/id-param.pipe';
import { AttendanceDto, AttendanceResponse } from './dto/registration.views';
import { ATTENDANCE_LABELS, type Attendance } from './registration.entity';
import { REGISTRATION_NOT_FOUND } from './registration.kind';

/**
 * Attendance of a registration (Registered, Attended, No-show, Cancelled), beside its inbox
 * status: whoever handles registrations sets it. Cancelling frees the seat for someone else.
 */
@AdminController('registrations', Permission.RegistrationsRead, 'registrations')
export class RegistrationsAttendanceController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  @RecordRoute(
    Patch(':id/attendance'),
    'Set the attendance of one registration (audited: from → to)',
    AttendanceResponse,
    REGISTRATION_NOT_FOUND,
  )
  @ApiBadRequestResponse({ type: ErrorBody })
  async set(
    @IdParam() id: number,
    @Body() dto: AttendanceDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<AttendanceResponse> {
    await this.db.transaction(async (m) => {
      const rows = (await m.query(`SELECT attendance FROM registrations WHERE id = $1 FOR UPDATE`, [
        id,
      ])) as { attendance: Attendance }[];
      if (!rows.length) throw new NotFoundException(REGISTRATION_NOT_FOUND);
      const from = rows[0].attendance;
      if (from === dto.attendance) return;
      await m.query(`UPDATE registrations SET attendance = $2 WHERE id = $1`, [id, dto.attendance]);
      await this.audit.record(
        p,
        'registration.attendance',
        `registration #${id}: ${ATTENDANCE_LABELS[from]} → ${ATTENDANCE_LABELS[dto.attendance]}`,
        ip,
        m,
      );
    });
    return {
      status: 'success',
      message: `Marked as ${ATTENDANCE_LABELS[dto.attendance]}.`,
      attendance: dto.attendance,
    };
  }
}
