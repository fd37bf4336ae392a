import { Body, Delete, Inject, Ip, Patch, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse } from '@nestjs/swagger';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import { ActionRoute } from '../platform/http/routes';
import {
  AdminController,
  CreateRoute,
  ListRoute,
  RecordRoute,
} from '../platform/listing/admin-routes';
import { IdParam } from '../platform/listing/id-param.pipe';
import {
  AdminSessionsQueryDto,
  CheckExpiredResponse,
  SessionDeleted,
  SessionInputDto,
  SessionResponse,
  SessionsPage,
} from './dto/session.dto';
import { SessionsService } from './sessions.service';
import { SESSION_KIND } from './session.kind';

@AdminController(SESSION_KIND.table, SESSION_KIND.permissions.manage)
export class SessionsAdminController {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @ListRoute('All sessions (any status), latest date first', SessionsPage)
  list(@Query() q: AdminSessionsQueryDto): Promise<SessionsPage> {
    return this.sessions.listAdmin(q);
  }

  @ActionRoute(
    'check-expired',
    'Mark sessions whose end date (or date) has passed as expired',
    CheckExpiredResponse,
  )
  async checkExpired(
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<CheckExpiredResponse> {
    return { success: true, changed: await this.sessions.checkExpired({ p, ip }) };
  }

  @CreateRoute('Create a session', SessionResponse)
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'Please fill in all required fields and upload an image.',
  })
  async create(
    @Body() dto: SessionInputDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<SessionResponse> {
    const session = await this.sessions.create(dto, { p, ip });
    return { success: true, message: 'Session created successfully.', session };
  }

  @RecordRoute(Put(':id'), 'Update a session (any status may be set)', SessionResponse)
  @ApiBadRequestResponse({ type: ErrorBody })
  async update(
    @IdParam() id: number,
    @Body() dto: SessionInputDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<SessionResponse> {
    const session = await this.sessions.update(id, dto, { p, ip });
    return { success: true, message: 'Session updated successfully.', session };
  }

  @RecordRoute(
    Patch(':id/toggle'),
    'Active ↔ inactive (refused for expired sessions)',
    SessionResponse,
  )
  @ApiBadRequestResponse({ type: ErrorBody })
  async toggle(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<SessionResponse> {
    const session = await this.sessions.toggle(id, { p, ip });
    const word = session.status === 'active' ? 'activated' : 'deactivated';
    return { success: true, message: `Session ${word} successfully.`, session };
  }

  @RecordRoute(
    Delete(':id'),
    'Delete a session (registrations keep their snapshot)',
    SessionDeleted,
  )
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<SessionDeleted> {
    await this.sessions.delete(id, { p, ip });
    return { success: true, message: 'Session deleted successfully.' };
  }
}
