import { Body, Controller, Get, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { ErrorBody } from '../common/errors/error-body';
import { AuthService, type Principal } from './auth.service';
import { CurrentPrincipal } from './current-principal.decorator';
import { LoginDto, LoginResponse, MeResponse, OkResponse } from './dto/login.dto';
import { Authenticated } from './require-permission.decorator';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(@Inject(AuthService) private readonly auth: AuthService) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in to /admin or /jobs-admin; returns a 24-hour bearer token' })
  @ApiOkResponse({ type: LoginResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'Captcha missing or invalid, or a malformed body',
  })
  @ApiUnauthorizedResponse({
    type: ErrorBody,
    description: 'Invalid credentials. Please try again.',
  })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'You do not have access to this panel.' })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description: 'Too many failed logins; says when to retry',
  })
  login(@Body() dto: LoginDto, @Ip() ip: string): Promise<LoginResponse> {
    return this.auth.login(dto, ip);
  }

  @Post('logout')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke the current token' })
  @ApiOkResponse({ type: OkResponse })
  async logout(@CurrentPrincipal() p: Principal): Promise<OkResponse> {
    await this.auth.logout(p);
    return { success: true, message: 'Logged out.' };
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in user, role and permissions' })
  @ApiOkResponse({ type: MeResponse })
  me(@CurrentPrincipal() p: Principal): Promise<MeResponse> {
    return this.auth.me(p);
  }
}
