import { Body, Controller, Get, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { Public } from '../platform/http/public.decorator';
import { ActionRoute } from '../platform/http/routes';
import { ErrorBody } from '../platform/errors/error-body';
import { AuthService } from './auth.service';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import {
  FileTicketDto,
  FileTicketResponse,
  LoginDto,
  LoginResponse,
  MeResponse,
  OkResponse,
  TwoFactorChallenge,
  TwoFactorLoginDto,
} from './dto/login.dto';
import { Authenticated } from '../platform/access/require-permission.decorator';

const TOO_MANY = {
  type: ErrorBody,
  description:
    'Too many failed attempts from this address or for this user (passwords), or too many wrong codes for this user (code step); says when to retry',
};

@ApiTags('auth')
@ApiExtraModels(LoginResponse, TwoFactorChallenge)
@Controller('auth')
export class AuthController {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Log in to /admin or /jobs-admin: a 24-hour bearer token, or (two-factor accounts) a challenge for /auth/login/two-factor',
  })
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(LoginResponse) }, { $ref: getSchemaPath(TwoFactorChallenge) }],
      discriminator: {
        propertyName: 'step',
        mapping: {
          'signed-in': getSchemaPath(LoginResponse),
          'two-factor': getSchemaPath(TwoFactorChallenge),
        },
      },
    },
  })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'Captcha missing or invalid, or a malformed body',
  })
  @ApiUnauthorizedResponse({
    type: ErrorBody,
    description: 'Invalid credentials. Please try again.',
  })
  @ApiForbiddenResponse({
    type: ErrorBody,
    description:
      'You do not have access to this panel; or, only after the right password, This account is disabled. Ask your administrator.',
  })
  @ApiTooManyRequestsResponse(TOO_MANY)
  login(@Body() dto: LoginDto, @Ip() ip: string): Promise<LoginResponse | TwoFactorChallenge> {
    return this.auth.login(dto, ip);
  }

  @ActionRoute(
    'login/two-factor',
    'Second sign-in step: the authenticator code or a recovery code',
    LoginResponse,
  )
  @Public()
  @ApiBadRequestResponse({ type: ErrorBody, description: 'A malformed body' })
  @ApiUnauthorizedResponse({
    type: ErrorBody,
    description:
      'The code is not valid; or the challenge expired, was used, or has had 5 wrong codes (log in again)',
  })
  @ApiForbiddenResponse({
    type: ErrorBody,
    description: 'This account is disabled. Ask your administrator.',
  })
  @ApiTooManyRequestsResponse(TOO_MANY)
  loginTwoFactor(@Body() dto: TwoFactorLoginDto, @Ip() ip: string): Promise<LoginResponse> {
    return this.auth.loginTwoFactor(dto, ip);
  }

  @ActionRoute('logout', 'End the current session (its token stops working)', OkResponse)
  @Authenticated({ duringSetup: true })
  async logout(@CurrentPrincipal() p: Principal, @Ip() ip: string): Promise<OkResponse> {
    await this.auth.logout(p, ip);
    return { success: true, message: 'Logged out.' };
  }

  @ActionRoute(
    'file-ticket',
    'A link that opens one file route for two minutes, for a frame that cannot send the bearer token (the route still checks the permission)',
    FileTicketResponse,
  )
  @Authenticated()
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not an API path' })
  async fileTicket(
    @Body() dto: FileTicketDto,
    @CurrentPrincipal() p: Principal,
  ): Promise<FileTicketResponse> {
    const { ticket, expiresAt } = await this.auth.fileTicket(p, dto.path);
    return {
      status: 'success',
      data: {
        url: `${dto.path}?ticket=${encodeURIComponent(ticket)}`,
        expires_at: expiresAt.toISOString(),
      },
    };
  }

  @Get('me')
  @Authenticated({ duringSetup: true })
  @ApiOperation({ summary: 'The signed-in user: role, permissions, two-factor and setup state' })
  @ApiOkResponse({ type: MeResponse })
  me(@CurrentPrincipal() p: Principal): Promise<MeResponse> {
    return this.auth.me(p);
  }
}
