import { Body, Controller, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ErrorBody } from '../common/errors/error-body';
import { AccountService } from './account.service';
import type { Principal } from './auth.service';
import { CurrentPrincipal } from './current-principal.decorator';
import {
  ChangePasswordDto,
  RecoveryCodesResponse,
  TwoFactorCodeDto,
  TwoFactorSetupResponse,
} from './dto/account.dto';
import { LoginResponse, OkResponse } from './dto/login.dto';
import { Authenticated } from './require-permission.decorator';

/** My account: every signed-in staff user, also while their account must be set up first. */
@ApiTags('account')
@Controller('account')
@Authenticated({ duringSetup: true })
export class AccountController {
  constructor(@Inject(AccountService) private readonly account: AccountService) {}

  @Post('password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Change your password: every other session ends; this one gets a new token',
  })
  @ApiOkResponse({ type: LoginResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'Current password wrong, or the new one too short or too easy to guess',
  })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many wrong current passwords' })
  changePassword(
    @CurrentPrincipal() p: Principal,
    @Body() dto: ChangePasswordDto,
    @Ip() ip: string,
  ): Promise<LoginResponse> {
    return this.account.changePassword(p, dto.currentPassword, dto.newPassword, ip);
  }

  @Post('two-factor')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start two-factor setup: a new secret and its QR code' })
  @ApiOkResponse({ type: TwoFactorSetupResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'Two-factor sign-in is already on.' })
  startTwoFactor(@CurrentPrincipal() p: Principal): Promise<TwoFactorSetupResponse> {
    return this.account.startTwoFactor(p);
  }

  @Post('two-factor/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn two-factor sign-in on with a code from the app; returns ten recovery codes',
  })
  @ApiOkResponse({ type: RecoveryCodesResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The code is not valid, or no setup' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Two-factor sign-in is already on.' })
  async confirmTwoFactor(
    @CurrentPrincipal() p: Principal,
    @Body() dto: TwoFactorCodeDto,
    @Ip() ip: string,
  ): Promise<RecoveryCodesResponse> {
    const recoveryCodes = await this.account.confirmTwoFactor(p, dto.code, ip);
    return {
      success: true,
      message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
      recoveryCodes,
    };
  }

  @Post('two-factor/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn two-factor sign-in off with a current code or recovery code' })
  @ApiOkResponse({ type: OkResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The code is not valid.' })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Your role requires two-factor sign-in' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many wrong codes' })
  async disableTwoFactor(
    @CurrentPrincipal() p: Principal,
    @Body() dto: TwoFactorCodeDto,
    @Ip() ip: string,
  ): Promise<OkResponse> {
    await this.account.disableTwoFactor(p, dto.code, ip);
    return { success: true, message: 'Two-factor sign-in is off.' };
  }
}
