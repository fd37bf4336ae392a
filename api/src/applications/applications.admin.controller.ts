import { Controller, Get, Inject, Ip, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Permission } from '../platform/access/permissions';
import {
  RequirePermission,
  RequirePermissionInstead,
} from '../platform/access/require-permission.decorator';
import { attachment, sendCsv } from '../platform/csv/csv';
import { ErrorBody } from '../platform/errors/error-body';
import { ApiFileResponse } from '../platform/files/file-response';
import { UPLOADED_FILE_CSP } from '../platform/files/file-type';
import {
  CsvExportRoute,
  DeleteRoute,
  DetailRoute,
  ListRoute,
} from '../platform/listing/admin-routes';
import { ApplicationExportQueryDto, ApplicationListQueryDto } from '../inbox/dto/inbox-filters.dto';
import { IdParam } from '../platform/listing/id-param.pipe';
import type { DeleteResponse } from '../platform/listing/page.views';
import { APPLICATION_MESSAGES as M } from './application.constants';
import { ApplicationsService } from './applications.service';
import { ApplicationDetail, ApplicationsPage } from './dto/application.views';

@ApiTags('admin: career applications')
@Controller('admin/applications')
@RequirePermission(Permission.ApplicationsRead)
export class ApplicationsAdminController {
  constructor(@Inject(ApplicationsService) private readonly applications: ApplicationsService) {}

  @ListRoute(
    'Career applications, newest first or in pipeline order (sort=status), with search, position, status and date range',
    ApplicationsPage,
  )
  list(@Query() q: ApplicationListQueryDto): Promise<ApplicationsPage> {
    return this.applications.list(q);
  }

  @CsvExportRoute(
    'CSV of the applications the list shows (search, date range, position, status) or of the selected ids (streamed)',
    M.noneInRange,
  )
  async export(
    @Query() q: ApplicationExportQueryDto,
    @Res() res: Response,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<void> {
    await sendCsv(res, await this.applications.export(q, p, ip));
  }

  @DetailRoute('One career application', ApplicationDetail, M.notFound)
  async get(@IdParam() id: number): Promise<ApplicationDetail> {
    return { status: 'success', data: await this.applications.get(id) };
  }

  @DeleteRoute('Delete one career application and its resume (audited)', M.notFound)
  @RequirePermissionInstead(Permission.ApplicationsDelete)
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<DeleteResponse> {
    await this.applications.delete(id, p, ip);
    return { success: true, message: M.deleted };
  }

  @Get(':id/resume')
  @ApiOperation({
    summary: 'Download the resume as {First}_{Last}_Resume.{ext} (audited)',
  })
  @ApiFileResponse(
    [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    'The resume as uploaded (PDF or Word)',
  )
  @ApiNotFoundResponse({ type: ErrorBody, description: `${M.notFound} / ${M.noResume}` })
  async resume(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.applications.resume(id, p, ip);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', attachment(file.filename));
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', UPLOADED_FILE_CSP);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.stream);
  }
}
