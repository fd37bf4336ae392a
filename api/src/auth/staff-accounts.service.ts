import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuditAction } from '../audit/audit-actions';
import type { Principal } from './auth.service';
import type { CreateUserDto, UpdateUserDto } from './dto/users.dto';
import { roleLabel } from './permissions';
import type { User } from './user.entity';
import { type InTransaction, UsersService } from './users.service';

export const NOT_YOURSELF = 'You cannot disable your own account.';
export const NOTHING_TO_CHANGE = 'Nothing to change: send a role or disabled.';

/** A temporary password: 96 random bits, typed once by its user and replaced at once. */
function temporaryPassword(): string {
  return randomBytes(12)
    .toString('base64url')
    .replace(/(.{4})(?!$)/g, '$1-');
}

/** The Users tab: staff accounts managed by a System Admin, every change audited. */
@Injectable()
export class StaffAccountsService {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  list(): Promise<User[]> {
    return this.users.list();
  }

  async create(dto: CreateUserDto, p: Principal, ip: string) {
    const password = temporaryPassword();
    const user = await this.users.create(dto.username, password, dto.role, {
      mustChangePassword: true,
      then: this.audited(p, 'user.create', ip, (u) => `${u.username} (${roleLabel(u.role)})`),
    });
    return { user, password };
  }

  async update(id: number, dto: UpdateUserDto, p: Principal, ip: string): Promise<User> {
    if (dto.role === undefined && dto.disabled === undefined)
      throw new BadRequestException(NOTHING_TO_CHANGE);
    if (dto.disabled === true && id === p.userId) throw new ConflictException(NOT_YOURSELF);
    let user = await this.users.mustFindById(id);
    if (dto.role !== undefined && dto.role !== user.role) {
      user = await this.users.setRole(
        id,
        dto.role,
        this.audited(p, 'user.role-change', ip, (u) => `${u.username} → ${roleLabel(u.role)}`),
      );
    }
    if (dto.disabled !== undefined && dto.disabled !== user.disabled) {
      user = await this.users.setDisabled(
        id,
        dto.disabled,
        this.audited(p, dto.disabled ? 'user.disable' : 'user.enable', ip, (u) => u.username),
      );
    }
    return user;
  }

  async resetPassword(id: number, p: Principal, ip: string) {
    const password = temporaryPassword();
    const user = await this.users.setPassword(
      id,
      password,
      true,
      this.audited(p, 'user.password-reset', ip, (u) => u.username),
    );
    return { user, password };
  }

  resetTwoFactor(id: number, p: Principal, ip: string): Promise<User> {
    return this.users.resetTwoFactor(
      id,
      this.audited(p, 'user.two-factor-reset', ip, (u) => u.username),
    );
  }

  private audited(
    p: Principal,
    action: AuditAction,
    ip: string,
    target: (u: User) => string,
  ): InTransaction {
    return (m: EntityManager, u: User) => this.audit.record(p, action, target(u), ip, m);
  }
}
