import { Body, Controller, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ErrorBody } from '../platform/errors/error-body';
import { ActionRoute } from '../platform/http/routes';
import { AccountService } from './account.service';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import {
  ChangeEmailDto,
  ChangePasswordDto,
  DisableTwoFactorDto,
  RecoveryCodesResponse,
  StepUpProofDto,
  TwoFactorCodeDto,
  TwoFactorSetupResponse,
} from './dto/account.dto';
import { LoginResponse, OkResponse } from './dto/login.dto';
import { StepUpDto } from '../platform/access/step-up.dto';
import { Authenticated } from '../platform/access/require-permission.decorator';

const STEP_UP = {
  type: ErrorBody,
  description:
    'Step-up: the current password is needed (the sign-in is older than 5 minutes); details.currentPassword says so',
};

/** My account: every signed-in staff user, also while their account must be set up first. */
@ApiTags('account')
@Controller('account')
@Authenticated({ duringSetup: true })
export class AccountController {
  constructor(@Inject(AccountService) private readonly account: AccountService) {}

  @Post('step-up')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Confirm it is you: the current password, or (two-factor sign-in on) an authenticator or unused recovery code. For the next 5 minutes the actions that answer 403 STEP_UP_REQUIRED pass without asking again',
  })
  @ApiNoContentResponse({ description: 'Confirmed: the session counts as just signed in' })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description:
      'Neither or both given; the password is not correct (details.currentPassword); the code is not valid or two-factor sign-in is off (details.code)',
  })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description: 'Too many wrong passwords or codes, counted like the sign-in',
  })
  async confirmIdentity(
    @CurrentPrincipal() p: Principal,
    @Body() dto: StepUpProofDto,
    @Ip() ip: string,
  ): Promise<void> {
    await this.account.confirmIdentity(p, dto, ip);
  }

  @ActionRoute(
    'password',
    "Change your password (step-up; a temporary password's setup session needs none): every other session ends; this one gets a new token",
    LoginResponse,
  )
  @ApiForbiddenResponse(STEP_UP)
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

  @ActionRoute(
    'email',
    'Set your e-mail address, where "Forgot password?" sends its link',
    OkResponse,
  )
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not an e-mail address' })
  @ApiForbiddenResponse(STEP_UP)
  @ApiConflictResponse({ type: ErrorBody, description: 'Another account uses the address' })
  async changeEmail(
    @CurrentPrincipal() p: Principal,
    @Body() dto: ChangeEmailDto,
    @Ip() ip: string,
  ): Promise<OkResponse> {
    await this.account.changeEmail(p, dto.email, dto.currentPassword, ip);
    return { success: true, message: 'Your e-mail address is saved.' };
  }

  @ActionRoute(
    'two-factor',
    'Start two-factor setup, or move it to a new phone (step-up): a new secret and its QR code',
    TwoFactorSetupResponse,
  )
  @ApiForbiddenResponse(STEP_UP)
  startTwoFactor(
    @CurrentPrincipal() p: Principal,
    @Body() dto: StepUpDto,
    @Ip() ip: string,
  ): Promise<TwoFactorSetupResponse> {
    return this.account.startTwoFactor(p, dto.currentPassword, ip);
  }

  @ActionRoute(
    'two-factor/confirm',
    'Turn two-factor sign-in on (or move it to the new phone) with a code from the app; returns ten new recovery codes; your other sessions end',
    RecoveryCodesResponse,
  )
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The code is not valid, or no setup' })
  async confirmTwoFactor(
    @CurrentPrincipal() p: Principal,
    @Body() dto: TwoFactorCodeDto,
    @Ip() ip: string,
  ): Promise<RecoveryCodesResponse> {
    const recoveryCodes = await this.account.confirmTwoFactor(p, dto.code, ip);
    return {
      success: true,
      message: p.twoFactorEnabled
        ? 'Two-factor sign-in moved to your new authenticator app; the old one no longer works. Keep your new recovery codes somewhere safe.'
        : 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
      recoveryCodes,
    };
  }

  @ActionRoute(
    'two-factor/recovery-codes',
    'Ten new recovery codes (step-up); the old ones stop working',
    RecoveryCodesResponse,
  )
  @ApiForbiddenResponse(STEP_UP)
  @ApiConflictResponse({ type: ErrorBody, description: 'Two-factor sign-in is off' })
  async regenerateRecoveryCodes(
    @CurrentPrincipal() p: Principal,
    @Body() dto: StepUpDto,
    @Ip() ip: string,
  ): Promise<RecoveryCodesResponse> {
    const recoveryCodes = await this.account.regenerateRecoveryCodes(p, dto.currentPassword, ip);
    return {
      success: true,
      message: 'New recovery codes made; the old ones no longer work.',
      recoveryCodes,
    };
  }

  @ActionRoute(
    'two-factor/disable',
    'Turn two-factor sign-in off with a current code or recovery code (step-up); your other sessions end',
    OkResponse,
  )
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The code is not valid.' })
  @ApiForbiddenResponse({
    type: ErrorBody,
    description: 'Your role requires two-factor sign-in, or step-up (details.currentPassword)',
  })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many wrong codes' })
  async disableTwoFactor(
    @CurrentPrincipal() p: Principal,
    @Body() dto: DisableTwoFactorDto,
    @Ip() ip: string,
  ): Promise<OkResponse> {
    await this.account.disableTwoFactor(p, dto.code, dto.currentPassword, ip);
    return { success: true, message: 'Two-factor sign-in is off.' };
  }
}
