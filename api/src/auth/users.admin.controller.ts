import { Body, Controller, Delete, Get, HttpCode, Inject, Ip, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBody } from '../common/errors/error-body';
import { IdParam } from '../common/listing/id-param.pipe';
import type { Principal } from './auth.service';
import { CurrentPrincipal } from './current-principal.decorator';
import {
  CreateUserDto,
  TemporaryPasswordResponse,
  UpdateUserDto,
  UserChangeResponse,
  UserList,
  UserView,
} from './dto/users.dto';
import { Permission } from './permissions';
import { RequirePermission } from './require-permission.decorator';
import { StaffAccountsService } from './staff-accounts.service';

const NOT_FOUND = { type: ErrorBody, description: 'No such user.' };

@ApiTags('admin: users')
@Controller('admin/users')
@RequirePermission(Permission.UsersManage)
export class UsersAdminController {
  constructor(@Inject(StaffAccountsService) private readonly accounts: StaffAccountsService) {}

  @Get()
  @ApiOperation({ summary: 'Staff accounts: role, status, last login, two-factor' })
  @ApiOkResponse({ type: UserList })
  async list(): Promise<UserList> {
    return { data: (await this.accounts.list()).map((u) => UserView.of(u)) };
  }

  @Post()
  @ApiOperation({
    summary:
      'Create a staff account with a temporary password (shown once, replaced at first login)',
  })
  @ApiCreatedResponse({ type: TemporaryPasswordResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The username is taken' })
  async create(
    @Body() dto: CreateUserDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<TemporaryPasswordResponse> {
    const { user, password } = await this.accounts.create(dto, p, ip);
    return {
      success: true,
      message: `Account ${user.username} created. Give them the temporary password; they choose their own at first login.`,
      user: UserView.of(user),
      temporaryPassword: password,
    };
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change a role, or disable / re-enable an account (its sessions end at once)',
  })
  @ApiOkResponse({ type: UserChangeResponse })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'The last active System Admin, or disabling yourself',
  })
  async update(
    @IdParam() id: number,
    @Body() dto: UpdateUserDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<UserChangeResponse> {
    const user = await this.accounts.update(id, dto, p, ip);
    return { success: true, message: `Account ${user.username} updated.`, user: UserView.of(user) };
  }

  @Post(':id/password-reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'A temporary password (shown once); the user sets their own next' })
  @ApiOkResponse({ type: TemporaryPasswordResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async resetPassword(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<TemporaryPasswordResponse> {
    const { user, password } = await this.accounts.resetPassword(id, p, ip);
    return {
      success: true,
      message: `Password of ${user.username} reset; their sessions have ended.`,
      user: UserView.of(user),
      temporaryPassword: password,
    };
  }

  @Delete(':id/two-factor')
  @ApiOperation({ summary: 'Turn off two-factor sign-in for a user who lost their device' })
  @ApiOkResponse({ type: UserChangeResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async resetTwoFactor(
    @IdParam() id: number,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<UserChangeResponse> {
    const user = await this.accounts.resetTwoFactor(id, p, ip);
    return {
      success: true,
      message: `Two-factor sign-in of ${user.username} removed; they can set it up again.`,
      user: UserView.of(user),
    };
  }
}
