import { Controller, Get, Inject, Ip, Param, Query, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Principal } from '../auth/auth.service';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { Permission } from '../auth/permissions';
import { RequirePermission } from '../auth/require-permission.decorator';
import { ErrorBody } from '../common/errors/error-body';
import { IdParamPipe } from '../common/listing/id-param.pipe';
import { ListQueryDto } from '../common/listing/list-query.dto';
import {
  RegistrationDetail,
  RegistrationsExportQueryDto,
  RegistrationsPage,
} from './dto/registration.views';
import { NO_REGISTRATIONS_IN_RANGE, RegistrationsService } from './registrations.service';

@ApiTags('admin: registrations')
@Controller('admin/registrations')
@RequirePermission(Permission.RegistrationsRead)
export class RegistrationsAdminController {
  constructor(@Inject(RegistrationsService) private readonly regs: RegistrationsService) {}

  @Get()
  @ApiOperation({ summary: 'Session registrations, newest first: page, search, IST date range' })
  @ApiOkResponse({ type: RegistrationsPage })
  list(@Query() q: ListQueryDto): Promise<RegistrationsPage> {
    return this.regs.list(q);
  }

  @Get('export')
  @ApiOperation({ summary: 'CSV of the registrations in a date range (streamed)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv attachment; X-Record-Count header' })
  @ApiNotFoundResponse({ type: ErrorBody, description: NO_REGISTRATIONS_IN_RANGE })
  async export(
    @Query() q: RegistrationsExportQueryDto,
    @Res() res: Response,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<void> {
    await this.regs.export(q, res, p, ip);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One registration' })
  @ApiOkResponse({ type: RegistrationDetail })
  @ApiNotFoundResponse({ type: ErrorBody })
  async detail(@Param('id', IdParamPipe) id: number): Promise<RegistrationDetail> {
    return { status: 'success', data: await this.regs.get(id) };
  }
}
