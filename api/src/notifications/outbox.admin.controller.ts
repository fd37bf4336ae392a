import { Controller, Inject, Ip, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Permission } from '../platform/access/permissions';
import { RequirePermission } from '../platform/access/require-permission.decorator';
import { RequiresStepUp } from '../platform/access/requires-step-up.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import { ActionRoute } from '../platform/http/routes';
import { DetailRoute, ListRoute } from '../platform/listing/admin-routes';
import { IdParam } from '../platform/listing/id-param.pipe';
import {
  OutboxListQueryDto,
  OutboxMailDetail,
  OutboxMailDetailView,
  OutboxMailView,
  OutboxPage,
  OutboxRetryResponse,
} from './dto/outbox.dto';
import { MAIL_NOT_FOUND, OutboxService } from './outbox.service';

@ApiTags('outbox')
@Controller('admin/outbox')
@RequirePermission(Permission.OutboxManage)
export class OutboxAdminController {
  constructor(@Inject(OutboxService) private readonly outbox: OutboxService) {}

  @ListRoute('Recent notification mails, newest first, with status and last error', OutboxPage)
  @ApiBadRequestResponse({ type: ErrorBody })
  async list(@Query() q: OutboxListQueryDto): Promise<OutboxPage> {
    const page = await this.outbox.list(q);
    return { ...page, data: page.data.map((m) => OutboxMailView.of(m)) };
  }

  @DetailRoute(
    'One mail as it was sent: subject, text and HTML bodies, single-use links masked (audited)',
    OutboxMailDetail,
    MAIL_NOT_FOUND,
  )
  @RequiresStepUp()
  async one(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<OutboxMailDetail> {
    return {
      status: 'success',
      data: OutboxMailDetailView.detail(await this.outbox.read(id, p, ip)),
    };
  }

  @ActionRoute(
    ':id/retry',
    'Send a failed mail again (failed → pending, attempts reset)',
    OutboxRetryResponse,
  )
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Mail not found.' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Only failed mails can be retried.' })
  async retry(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<OutboxRetryResponse> {
    const mail = await this.outbox.retry(id, p, ip);
    return {
      success: true,
      message: 'The mail will be sent again.',
      mail: OutboxMailView.of(mail),
    };
  }
}
