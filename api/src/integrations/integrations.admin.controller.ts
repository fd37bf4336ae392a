import { Body, Get, HttpCode, Inject, Ip, Post } from '@nestjs/common';
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
import { IdParam } from '../platform/listing/id-param.pipe';
import {
  CreatedIntegrationToken,
  CreateIntegrationTokenDto,
  GrantablePermissions,
  IntegrationTokenChange,
  IntegrationTokenList,
  IntegrationTokenView,
} from './dto/integration-tokens.dto';
import { IntegrationTokensService, NO_SUCH_TOKEN } from './integration-tokens.service';

@AdminController('integrations', Permission.IntegrationsManage)
export class IntegrationsAdminController {
  constructor(
    @Inject(IntegrationTokensService) private readonly tokens: IntegrationTokensService,
  ) {}

  @ListRoute(
    'Integration tokens, live first: permissions, expiry, last use; never the secret',
    IntegrationTokenList,
    { whole: true },
  )
  list(): Promise<IntegrationTokenList> {
    return this.tokens.list();
  }

  @Get('permissions')
  @ApiOperation({ summary: 'The permissions a token may hold, each in words' })
  @ApiOkResponse({ type: GrantablePermissions })
  permissions(): GrantablePermissions {
    return this.tokens.grantable();
  }

  @CreateRoute(
    'Make an integration token (its secret is shown once). Needs the step-up.',
    CreatedIntegrationToken,
  )
  @RequiresStepUp()
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'A live token has that name' })
  async create(
    @Body() dto: CreateIntegrationTokenDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<CreatedIntegrationToken> {
    const { token, secret } = await this.tokens.create(dto, p, ip);
    return {
      success: true,
      message: `Token “${token.name}” made. Copy it now: it is not shown again.`,
      token: IntegrationTokenView.of(token),
      secret,
    };
  }

  @RecordRoute(
    Post(':id/revoke'),
    'Revoke a token: its next request is refused. Needs the step-up.',
    IntegrationTokenChange,
    NO_SUCH_TOKEN,
  )
  @RequiresStepUp()
  @HttpCode(200)
  @ApiConflictResponse({ type: ErrorBody, description: 'Already revoked' })
  async revoke(
    @IdParam() id: number,
    // Its currentPassword is checked by StepUpGuard; validated here like any body.
    @Body() _body: StepUpDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<IntegrationTokenChange> {
    const token = await this.tokens.revoke(id, p, ip);
    return {
      success: true,
      message: `Token “${token.name}” revoked: it is refused from now on.`,
      token: IntegrationTokenView.of(token),
    };
  }
}
