import { Controller, Delete, Get, Inject, Ip, Param, Query, Res } from '@nestjs/common';
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
  DeleteResponse,
  SubscriberDetail,
  SubscribersExportQueryDto,
  SubscribersPage,
} from './dto/subscriber.views';
import { NO_SUBSCRIBERS_IN_RANGE, SubscriptionsService } from './subscriptions.service';

@ApiTags('admin: subscribers')
@Controller('admin/subscribers')
export class SubscribersAdminController {
  constructor(@Inject(SubscriptionsService) private readonly subs: SubscriptionsService) {}

  @Get()
  @RequirePermission(Permission.SubscribersRead)
  @ApiOperation({ summary: 'Subscribers, newest first, with today / last-7-days figures' })
  @ApiOkResponse({ type: SubscribersPage })
  list(@Query() q: ListQueryDto): Promise<SubscribersPage> {
    return this.subs.list(q);
  }

  @Get('export')
  @RequirePermission(Permission.SubscribersRead)
  @ApiOperation({ summary: 'CSV of the subscribers in a date range (streamed)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'text/csv attachment; X-Record-Count header' })
  @ApiNotFoundResponse({ type: ErrorBody, description: NO_SUBSCRIBERS_IN_RANGE })
  async export(
    @Query() q: SubscribersExportQueryDto,
    @Res() res: Response,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<void> {
    await this.subs.export(q, res, p, ip);
  }

  @Get(':id')
  @RequirePermission(Permission.SubscribersRead)
  @ApiOperation({ summary: 'One subscriber (status always Active)' })
  @ApiOkResponse({ type: SubscriberDetail })
  @ApiNotFoundResponse({ type: ErrorBody })
  async detail(@Param('id', IdParamPipe) id: number): Promise<SubscriberDetail> {
    return { status: 'success', data: await this.subs.get(id) };
  }

  @Delete(':id')
  @RequirePermission(Permission.SubscribersDelete)
  @ApiOperation({ summary: 'Delete a subscription (audited)' })
  @ApiOkResponse({ type: DeleteResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async remove(
    @Param('id', IdParamPipe) id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<DeleteResponse> {
    await this.subs.delete(id, p, ip);
    return { success: true, message: 'Subscription deleted successfully.' };
  }
}
