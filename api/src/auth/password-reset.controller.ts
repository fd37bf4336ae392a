import { Body, Controller, Inject, Ip } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../platform/http/public.decorator';
import { ActionRoute } from '../platform/http/routes';
import { ErrorBody } from '../platform/errors/error-body';
import { OkResponse } from './dto/login.dto';
import { ForgotPasswordDto, ResetPasswordDto } from './dto/password-reset.dto';
import { PasswordResetService, RESET_DONE, RESET_REQUESTED } from './password-reset.service';

/** "Forgot password?" on both panels' login. */
@ApiTags('auth')
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(@Inject(PasswordResetService) private readonly resets: PasswordResetService) {}

  @ActionRoute(
    '/',
    "Mail a single-use link (30 minutes) to the account's e-mail address; the same answer whether or not an account matches",
    OkResponse,
  )
  @Public()
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Captcha missing or invalid' })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description: 'Too many requests from this address or for this account',
  })
  async request(@Body() dto: ForgotPasswordDto, @Ip() ip: string): Promise<OkResponse> {
    await this.resets.request(dto.login, dto.captcha, dto.panel ?? 'admin', ip);
    return { success: true, message: RESET_REQUESTED };
  }

  @ActionRoute(
    'confirm',
    "Set a new password with the link's token: every session ends; the next sign-in asks for the two-factor code as usual",
    OkResponse,
  )
  @Public()
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'The link expired or was used, or the password does not meet the rules',
  })
  async confirm(@Body() dto: ResetPasswordDto, @Ip() ip: string): Promise<OkResponse> {
    await this.resets.reset(dto.token, dto.newPassword, ip);
    return { success: true, message: RESET_DONE };
  }
}
