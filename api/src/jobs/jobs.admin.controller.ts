import { Body, Delete, HttpCode, Inject, Ip, Patch, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse } from '@nestjs/swagger';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import {
  AdminController,
  CreateRoute,
  ListRoute,
  RecordRoute,
} from '../platform/listing/admin-routes';
import { IdParam } from '../platform/listing/id-param.pipe';
import {
  JobDeletedResponse,
  JobListQueryDto,
  JobListResponse,
  JobMutationResponse,
  SaveJobDto,
} from './dto/job.dto';
import { JOB_MESSAGES } from './job.constants';
import { JobsService } from './jobs.service';
import { JOB_KIND } from './job.kind';

@AdminController(JOB_KIND.table, JOB_KIND.permissions.manage)
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input; `details` per field' })
export class JobsAdminController {
  constructor(@Inject(JobsService) private readonly jobs: JobsService) {}

  @ListRoute('Job postings, newest posted first, 10 per page by default', JobListResponse)
  list(@Query() q: JobListQueryDto): Promise<JobListResponse> {
    return this.jobs.list(q);
  }

  @CreateRoute('Create a job posting', JobMutationResponse)
  async create(
    @Body() dto: SaveJobDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<JobMutationResponse> {
    const data = await this.jobs.create(dto, p, ip);
    return { status: 'success', message: JOB_MESSAGES.created, data };
  }

  @RecordRoute(
    Put(':id'),
    'Update a job posting (absent optional fields are kept)',
    JobMutationResponse,
    JOB_MESSAGES.notFound,
  )
  async update(
    @IdParam() id: number,
    @Body() dto: SaveJobDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<JobMutationResponse> {
    const data = await this.jobs.update(id, dto, p, ip);
    return { status: 'success', message: JOB_MESSAGES.updated, data };
  }

  @RecordRoute(Delete(':id'), 'Delete a job posting', JobDeletedResponse, JOB_MESSAGES.notFound)
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<JobDeletedResponse> {
    await this.jobs.remove(id, p, ip);
    return { status: 'success', message: JOB_MESSAGES.deleted };
  }

  @RecordRoute(
    Patch(':id/toggle'),
    'Quick status toggle: active → inactive; inactive, draft or closed → active',
    JobMutationResponse,
    JOB_MESSAGES.notFound,
  )
  @HttpCode(200)
  async toggle(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<JobMutationResponse> {
    const { job, message } = await this.jobs.toggle(id, p, ip);
    return { status: 'success', message, data: job };
  }
}
