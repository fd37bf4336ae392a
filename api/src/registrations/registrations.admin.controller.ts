import { Controller, Inject, Ip, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Permission } from '../platform/access/permissions';
import {
  RequirePermission,
  RequirePermissionInstead,
} from '../platform/access/require-permission.decorator';
import { sendCsv } from '../platform/csv/csv';
import {
  CsvExportRoute,
  DeleteRoute,
  DetailRoute,
  ListRoute,
} from '../platform/listing/admin-routes';
import { IdParam } from '../platform/listing/id-param.pipe';
import {
  RegistrationExportQueryDto,
  RegistrationListQueryDto,
} from '../inbox/dto/inbox-filters.dto';
import type { DeleteResponse } from '../platform/listing/page.views';
import { RegistrationDetail, RegistrationsPage } from './dto/registration.views';
import {
  NO_REGISTRATIONS_IN_RANGE,
  REGISTRATION_NOT_FOUND,
  RegistrationsService,
} from './registrations.service';

@ApiTags('admin: registrations')
@Controller('admin/registrations')
@RequirePermission(Permission.RegistrationsRead)
export class RegistrationsAdminController {
  constructor(@Inject(RegistrationsService) private readonly regs: RegistrationsService) {}

  @ListRoute(
    'Session registrations, newest first: page, search, IST date range, status, session',
    RegistrationsPage,
  )
  list(@Query() q: RegistrationListQueryDto): Promise<RegistrationsPage> {
    return this.regs.list(q);
  }

  @CsvExportRoute(
    'CSV of the registrations the list shows (search, date range, status, session) or of the selected ids (streamed)',
    NO_REGISTRATIONS_IN_RANGE,
  )
  async export(
    @Query() q: RegistrationExportQueryDto,
    @Res() res: Response,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<void> {
    await sendCsv(res, await this.regs.export(q, p, ip));
  }

  @DetailRoute('One registration', RegistrationDetail)
  async detail(@IdParam() id: number): Promise<RegistrationDetail> {
    return { status: 'success', data: await this.regs.get(id) };
  }

  @DeleteRoute(
    'Delete one registration (audited), e.g. when the person asks',
    REGISTRATION_NOT_FOUND,
  )
  @RequirePermissionInstead(Permission.RegistrationsDelete)
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<DeleteResponse> {
    await this.regs.delete(id, p, ip);
    return { success: true, message: 'Registration deleted successfully.' };
  }
}
