import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Query,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { PublicFormRoute } from '../platform/fields/public-form-route';
import { Public } from '../platform/http/public.decorator';
import { ErrorBody } from '../platform/errors/error-body';
import {
  BAD_CONFIRM_LINK,
  BAD_UNSUBSCRIBE_LINK,
  CHECK_YOUR_INBOX,
  CONFIRM_PENDING,
  ConfirmSubscriptionDto,
  CreateSubscriptionDto,
  EXPIRED_CONFIRM_LINK,
  LANGUAGE_SAVED,
  OneClickUnsubscribeDto,
  SUBSCRIPTION_CONFIRMED,
  SUBSCRIPTION_GONE,
  SubscriptionLanguageDto,
  UNSUBSCRIBED,
  UnsubscribeQueryDto,
} from './dto/create-subscription.dto';
import { ConfirmationStateResponse, SubscriptionResponse } from './dto/subscriber.views';
import { ONE_CLICK_MEDIA_TYPE, OneClickBody } from './one-click-body.interceptor';
import { SubscriptionsService, UNSUBSCRIBE_PAGE } from './subscriptions.service';

const BAD_OR_EXPIRED = `'${BAD_CONFIRM_LINK}' or '${EXPIRED_CONFIRM_LINK}'`;

/**
 * The newsletter's public routes. Nothing here changes anything on a GET: mail link scanners
 * open every link they find, so confirming and unsubscribing are POSTs.
 */
@ApiTags('subscriptions')
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(@Inject(SubscriptionsService) private readonly subs: SubscriptionsService) {}

  @PublicFormRoute({
    form: 'subscriptions',
    summary:
      'Newsletter sign-up (double opt-in): a new address gets a confirmation mail. The answer is the same whether or not the address is already on the list.',
    created: SubscriptionResponse,
    badRequest: "'Email is required.' or 'Invalid email address. Please check and try again.'",
  })
  async subscribe(@Body() dto: CreateSubscriptionDto): Promise<SubscriptionResponse> {
    await this.subs.subscribe(dto.email, dto.privacyNotice, dto.language ?? 'en');
    return { status: 'success', message: CHECK_YOUR_INBOX };
  }

  @Get('confirm')
  @Public()
  @ApiOperation({
    summary:
      'Whether a confirmation link can be used (changes nothing; the confirmation page asks)',
  })
  @ApiOkResponse({ type: ConfirmationStateResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: BAD_OR_EXPIRED })
  async confirmationState(@Query() q: ConfirmSubscriptionDto): Promise<ConfirmationStateResponse> {
    const subscription = await this.subs.confirmationState(q.token);
    return {
      status: 'success',
      subscription,
      message: subscription === 'confirmed' ? SUBSCRIPTION_CONFIRMED : CONFIRM_PENDING,
    };
  }

  @Post('confirm')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirms the sign-up of a confirmation link (idempotent); the welcome mail follows',
  })
  @ApiOkResponse({ type: SubscriptionResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: BAD_OR_EXPIRED })
  async confirm(@Body() dto: ConfirmSubscriptionDto): Promise<SubscriptionResponse> {
    await this.subs.confirm(dto.token);
    return { status: 'success', message: SUBSCRIPTION_CONFIRMED };
  }

  /**
   * The List-Unsubscribe URL opened in a browser (or by a link scanner): nothing is deleted; it
   * sends the visitor to the page with the Unsubscribe button.
   */
  @Get('unsubscribe')
  @Public()
  @ApiOperation({
    summary: 'The unsubscribe URL opened with GET: 303 to the unsubscribe page (changes nothing)',
  })
  @ApiResponse({ status: 303, description: `Location: ${UNSUBSCRIBE_PAGE}?token=…` })
  @ApiBadRequestResponse({ type: ErrorBody, description: BAD_UNSUBSCRIBE_LINK })
  unsubscribePage(@Query() q: UnsubscribeQueryDto, @Res() res: Response): void {
    this.subs.checkUnsubscribeToken(q.token);
    res.redirect(303, `${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(q.token)}`);
  }

  /**
   * One-click unsubscribe (RFC 8058): mail providers POST `List-Unsubscribe=One-Click` to the
   * List-Unsubscribe URL, without cookies; the unsubscribe page's button POSTs with no body.
   */
  @Post('unsubscribe')
  @Public()
  @HttpCode(200)
  @UseInterceptors(OneClickBody)
  @ApiOperation({ summary: 'Unsubscribes at once (RFC 8058 one-click; the signed token names it)' })
  @ApiConsumes('application/x-www-form-urlencoded', 'multipart/form-data')
  @ApiBody({ type: OneClickUnsubscribeDto, required: false })
  @ApiOkResponse({ type: SubscriptionResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: BAD_UNSUBSCRIBE_LINK })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorBody, description: ONE_CLICK_MEDIA_TYPE })
  async unsubscribe(
    @Query() q: UnsubscribeQueryDto,
    @Body() _body: OneClickUnsubscribeDto,
  ): Promise<SubscriptionResponse> {
    await this.subs.unsubscribe(q.token);
    return { status: 'success', message: UNSUBSCRIBED };
  }

  /**
   * The subscriber's language, chosen on the page their mails' unsubscribe link opens (the same
   * signed token): the subscription's mails that follow are written in it.
   */
  @Post('language')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Sets the language of a subscription's mails (the signed token of its unsubscribe link names it)",
  })
  @ApiOkResponse({ type: SubscriptionResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: `'${BAD_UNSUBSCRIBE_LINK}' or 'Language must be one of en, hi, mr.'`,
  })
  @ApiNotFoundResponse({ type: ErrorBody, description: SUBSCRIPTION_GONE })
  async language(
    @Query() q: UnsubscribeQueryDto,
    @Body() dto: SubscriptionLanguageDto,
  ): Promise<SubscriptionResponse> {
    await this.subs.setLanguage(q.token, dto.language);
    return { status: 'success', message: LANGUAGE_SAVED };
  }
}
