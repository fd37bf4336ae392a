import {
  applyDecorators,
  Body,
  Delete,
  Get,
  HttpCode,
  Inject,
  Ip,
  Patch,
  Post,
  Query,
  type Type,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { roleChoices } from '../platform/access/role-words';
import { ErrorBody } from '../platform/errors/error-body';
import {
  AdminController,
  CreateRoute,
  ListRoute,
  RecordRoute,
} from '../platform/listing/admin-routes';
import { IdParam } from '../platform/listing/id-param.pipe';
import type { Principal } from '../platform/access/principal';
import { CurrentPrincipal } from '../platform/access/current-principal.decorator';
import { RequiresStepUp } from '../platform/access/requires-step-up.decorator';
import { StepUpDto } from '../platform/access/step-up.dto';
import {
  CreateUserDto,
  RoleChoicesResponse,
  signInPanelOf,
  TemporaryPasswordResponse,
  UpdateUserDto,
  UserChangeResponse,
  UserList,
  UserListQueryDto,
  UserView,
} from './dto/users.dto';
import { StaffAccountsService } from './staff-accounts.service';
import { STAFF_USER_KIND } from './staff-user.kind';
import type { User } from './user.entity';

/** A route on one user, which changes access and so needs the step-up; `route`: e.g. Patch(':id'). */
const StepUpRecordRoute = (route: MethodDecorator, summary: string, ok: Type) =>
  applyDecorators(RecordRoute(route, summary, ok, STAFF_USER_KIND.notFound), RequiresStepUp());

@AdminController(STAFF_USER_KIND.table, STAFF_USER_KIND.permissions.manage)
export class UsersAdminController {
  constructor(@Inject(StaffAccountsService) private readonly accounts: StaffAccountsService) {}

  @ListRoute('Staff accounts by username: role, status, last login, two-factor', UserList)
  list(@Query() q: UserListQueryDto): Promise<UserList> {
    return this.accounts.list(q);
  }

  @Get('roles')
  @ApiOperation({ summary: 'The roles, each with one line of what it can see and do' })
  @ApiOkResponse({ type: RoleChoicesResponse })
  roles(): RoleChoicesResponse {
    return { roles: roleChoices() };
  }

  @CreateRoute(
    'Create a staff account with a temporary password (shown once; signs in once, replaced at first login). Needs the step-up.',
    TemporaryPasswordResponse,
  )
  @RequiresStepUp()
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
      ...temporary(user, password),
    };
  }

  @StepUpRecordRoute(
    Patch(':id'),
    'Change a role, or disable / re-enable an account (its sessions end at once). Needs the step-up.',
    UserChangeResponse,
  )
  @ApiBadRequestResponse({ type: ErrorBody })
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
    const { user, message } = await this.accounts.update(id, dto, p, ip);
    return { success: true, message, user: UserView.of(user) };
  }

  @StepUpRecordRoute(
    Post(':id/password-reset'),
    'A temporary password (shown once; signs in once); the user sets their own next. Needs the step-up.',
    TemporaryPasswordResponse,
  )
  @HttpCode(200)
  async resetPassword(
    @IdParam() id: number,
    // Its currentPassword is checked by StepUpGuard; validated here like any body.
    @Body() _body: StepUpDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<TemporaryPasswordResponse> {
    const { user, password } = await this.accounts.resetPassword(id, p, ip);
    return {
      success: true,
      message: `${user.username} has a temporary password; their sessions ended.`,
      ...temporary(user, password),
    };
  }

  @StepUpRecordRoute(
    Delete(':id/two-factor'),
    'Turn off two-factor sign-in for a user who lost their device. Needs the step-up.',
    UserChangeResponse,
  )
  async resetTwoFactor(
    @IdParam() id: number,
    // Its currentPassword is checked by StepUpGuard; validated here like any body.
    @Body() _body: StepUpDto,
    @CurrentPrincipal() p: Principal,
    @Ip() ip: string,
  ): Promise<UserChangeResponse> {
    const user = await this.accounts.resetTwoFactor(id, p, ip);
    return {
      success: true,
      message: `${user.username} no longer has two-factor sign-in; their sessions ended.`,
      user: UserView.of(user),
    };
  }
}

function temporary(user: User, password: string) {
  return {
    user: UserView.of(user),
    temporaryPassword: password,
    temporaryPasswordExpiresAt: user.temporaryPasswordExpiresAt!.toISOString(),
    signInPanel: signInPanelOf(user.role),
  };
}
