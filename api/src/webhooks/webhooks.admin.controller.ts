import { Body, Delete, Get, HttpCode, Inject, Ip, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { StepUpDto } from '../platform/access/step-up.dto';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { Permission } from '../platform/access/permissions';
import type { Principal } from '../platform/access/principal';
import { RequiresStepUp } from '../platform/access/requires-step-up.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import {
  AdminController,
  CreateRoute,
  ListRoute,
  RecordRoute,
} from '../platform/listing/admin-routes';
import { IdParam, IdParamPipe } from '../platform/listing/id-param.pipe';
import {
  CreateWebhookDto,
  DeliveryListQuery,
  UpdateWebhookDto,
  WebhookChange,
  WebhookDeliveryChange,
  WebhookDeliveryList,
  WebhookEventInfo,
  WebhookEvents,
  WebhookList,
  WebhookView,
  WebhookWithSecret,
} from './dto/webhooks.dto';
import { NO_SUCH_DELIVERY, NO_SUCH_WEBHOOK, WebhooksService } from './webhooks.service';

@AdminController('webhooks', Permission.IntegrationsManage)
export class WebhooksAdminController {
  constructor(@Inject(WebhooksService) private readonly webhooks: WebhooksService) {}

  @ListRoute('Webhooks: address, events, whether on; never the signing secret', WebhookList, {
    whole: true,
  })
  list(): Promise<WebhookList> {
    return this.webhooks.list();
  }

  @Get('events')
  @ApiOperation({ summary: 'The events a webhook can be sent, each in words' })
  @ApiOkResponse({ type: WebhookEvents })
  events(): WebhookEvents {
    return { events: WebhookEventInfo.all() };
  }

  @CreateRoute(
    'Add a webhook (its signing secret is shown once). The address must be https and public. Needs the step-up.',
    WebhookWithSecret,
  )
  @RequiresStepUp()
  @ApiBadRequestResponse({ type: ErrorBody })
  async create(
    @Body() dto: CreateWebhookDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<WebhookWithSecret> {
    const { endpoint, secret } = await this.webhooks.create(dto, p, ip);
    return {
      success: true,
      message: 'Webhook added. Copy its signing secret now: it is not shown again.',
      webhook: WebhookView.of(endpoint),
      secret,
    };
  }

  @RecordRoute(
    Patch(':id'),
    'Change a webhook: address, description, events, on or off. Needs the step-up.',
    WebhookChange,
    NO_SUCH_WEBHOOK,
  )
  @RequiresStepUp()
  @ApiBadRequestResponse({ type: ErrorBody })
  async update(
    @IdParam() id: number,
    @Body() dto: UpdateWebhookDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<WebhookChange> {
    const endpoint = await this.webhooks.update(id, dto, p, ip);
    return { success: true, message: 'Webhook saved.', webhook: WebhookView.of(endpoint) };
  }

  @RecordRoute(
    Post(':id/rotate-secret'),
    'A new signing secret (shown once); the former one signs beside it for 24 hours. Needs the step-up.',
    WebhookWithSecret,
    NO_SUCH_WEBHOOK,
  )
  @RequiresStepUp()
  @HttpCode(200)
  async rotate(
    @IdParam() id: number,
    @Body() _body: StepUpDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<WebhookWithSecret> {
    const { endpoint, secret } = await this.webhooks.rotateSecret(id, p, ip);
    return {
      success: true,
      message:
        'New signing secret made. Copy it now: the former one still signs for 24 hours, so the receiver can switch in that time.',
      webhook: WebhookView.of(endpoint),
      secret,
    };
  }

  @RecordRoute(
    Delete(':id'),
    'Delete a webhook and its deliveries. Needs the step-up.',
    WebhookChange,
    NO_SUCH_WEBHOOK,
  )
  @RequiresStepUp()
  async remove(
    @IdParam() id: number,
    @Body() _body: StepUpDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<WebhookChange> {
    const endpoint = await this.webhooks.remove(id, p, ip);
    return { success: true, message: 'Webhook deleted.', webhook: WebhookView.of(endpoint) };
  }

  @ListRoute("A webhook's deliveries, newest first", WebhookDeliveryList, {
    path: ':id/deliveries',
    notFound: NO_SUCH_WEBHOOK,
  })
  deliveries(@IdParam() id: number, @Query() q: DeliveryListQuery): Promise<WebhookDeliveryList> {
    return this.webhooks.deliveries(id, q);
  }

  @RecordRoute(
    Post(':id/deliveries/:deliveryId/redeliver'),
    'Send a delivery again now, with the same webhook-id and body',
    WebhookDeliveryChange,
    NO_SUCH_DELIVERY,
  )
  @HttpCode(200)
  @ApiConflictResponse({ type: ErrorBody, description: 'It is being sent at this moment' })
  async redeliver(
    @IdParam() id: number,
    @Param('deliveryId', IdParamPipe) deliveryId: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<WebhookDeliveryChange> {
    const delivery = await this.webhooks.redeliver(id, String(deliveryId), p, ip);
    return { success: true, message: 'It is being sent again.', delivery };
  }
}
