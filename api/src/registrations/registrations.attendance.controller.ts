import { Body, Inject, Ip, Patch } from '@nestjs/common';
import { ApiBadRequestResponse } from '@nestjs/swagger';
import { Permission } from '../platform/access/permissions';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import { AdminController, RecordRoute } from '../platform/listing/admin-routes';
import { IdParam } from '../platform/listing/id-param.pipe';
import { AttendanceDto, AttendanceResponse } from './dto/registration.views';
import { ATTENDANCE_LABELS } from './registration.entity';
import { RegistrationAttendance } from './registration-attendance';
import { REGISTRATION_NOT_FOUND } from './registration.kind';

/**
 * Attendance of a registration (Registered, Attended, No-show, Cancelled), beside its inbox
 * status: whoever handles registrations sets it (RegistrationAttendance).
 */
@AdminController('registrations', Permission.RegistrationsRead, 'registrations')
export class RegistrationsAttendanceController {
  constructor(
    @Inject(RegistrationAttendance) private readonly attendance: RegistrationAttendance,
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
    await this.attendance.set(id, dto.attendance, p, ip);
    return {
      status: 'success',
      message: `Marked as ${ATTENDANCE_LABELS[dto.attendance]}.`,
      attendance: dto.attendance,
    };
  }
}
