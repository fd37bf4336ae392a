import { Body, Controller, Get, HttpCode, Inject, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { PublicFormRoute } from '../common/decorators/public-form-route';
import { Public } from '../common/decorators/public.decorator';
import { ErrorBody } from '../common/errors/error-body';
import { CreateSubscriptionDto, UnsubscribeQueryDto } from './dto/create-subscription.dto';
import { SubscriptionResponse } from './dto/subscriber.views';
import { ALREADY_SUBSCRIBED, SubscriptionsService } from './subscriptions.service';

@ApiTags('subscriptions')
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(@Inject(SubscriptionsService) private readonly subs: SubscriptionsService) {}

  @PublicFormRoute(
    {
      form: 'subscriptions',
      summary: 'Newsletter subscription (one per address, case-insensitive)',
      created: SubscriptionResponse,
      badRequest: "'Email is required.' or 'Invalid email address. Please check and try again.'",
    },
    ApiConflictResponse({ type: ErrorBody, description: ALREADY_SUBSCRIBED }),
  )
  async subscribe(@Body() dto: CreateSubscriptionDto): Promise<SubscriptionResponse> {
    await this.subs.subscribe(dto.email);
    return { status: 'success', message: 'Subscription successful!' };
  }

  @Get('unsubscribe')
  @Public()
  @ApiOperation({ summary: 'Unsubscribe link of newsletter mails (signed token)' })
  @ApiOkResponse({ type: SubscriptionResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'This unsubscribe link is not valid.' })
  async unsubscribe(@Query() q: UnsubscribeQueryDto): Promise<SubscriptionResponse> {
    await this.subs.unsubscribe(q.token);
    return { status: 'success', message: 'You have been unsubscribed.' };
  }

  /** RFC 8058 one-click unsubscribe (List-Unsubscribe-Post); mail clients POST to the same URL. */
  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'One-click unsubscribe (RFC 8058), same token as the link' })
  @ApiOkResponse({ type: SubscriptionResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  async unsubscribeOneClick(@Query() q: UnsubscribeQueryDto): Promise<SubscriptionResponse> {
    await this.subs.unsubscribe(q.token);
    return { status: 'success', message: 'You have been unsubscribed.' };
  }
}
