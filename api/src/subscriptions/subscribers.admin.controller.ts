import { Controller, Delete, Inject, Ip, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { RequirePermission } from '../platform/access/require-permission.decorator';
import { RequiresStepUp } from '../platform/access/requires-step-up.decorator';
import { sendCsv } from '../platform/csv/csv';
import { ErrorBody } from '../platform/errors/error-body';
import { CsvExportRoute, DetailRoute, ListRoute } from '../platform/listing/admin-routes';
import { IdParam } from '../platform/listing/id-param.pipe';
import { DeleteResponse } from '../platform/listing/page.views';
import {
  SubscriberDetail,
  SubscribersExportQueryDto,
  SubscribersPage,
  SubscribersQueryDto,
} from './dto/subscriber.views';
import { SubscriptionsService } from './subscriptions.service';
import { SUBSCRIBER_KIND as K } from './subscriber.kind';

@ApiTags('admin: subscribers')
@Controller('admin/subscribers')
export class SubscribersAdminController {
  constructor(@Inject(SubscriptionsService) private readonly subs: SubscriptionsService) {}

  @ListRoute(
    'Subscribers of one status (confirmed unless asked), newest first, with their total / today / last-7-days figures',
    SubscribersPage,
  )
  @RequirePermission(K.permissions.read)
  list(@Query() q: SubscribersQueryDto): Promise<SubscribersPage> {
    return this.subs.list(q);
  }

  @CsvExportRoute(
    'CSV of the subscribers the list shows: one status (confirmed unless asked), search and date range (streamed)',
    K.csv.empty,
  )
  @RequirePermission(K.permissions.read)
  @RequiresStepUp()
  async export(
    @Query() q: SubscribersExportQueryDto,
    @Res() res: Response,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<void> {
    await sendCsv(res, await this.subs.export(q, p, ip));
  }

  @DetailRoute('One subscriber (Active, or Pending confirmation)', SubscriberDetail)
  @RequirePermission(K.permissions.read)
  async detail(@IdParam() id: number): Promise<SubscriberDetail> {
    return { status: 'success', data: await this.subs.get(id) };
  }

  @Delete(':id')
  @RequirePermission(K.permissions.delete)
  @RequiresStepUp()
  @ApiOperation({ summary: 'Delete a subscription (audited)' })
  @ApiOkResponse({ type: DeleteResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<DeleteResponse> {
    await this.subs.delete(id, p, ip);
    return { success: true, message: 'Subscription deleted successfully.' };
  }
}
