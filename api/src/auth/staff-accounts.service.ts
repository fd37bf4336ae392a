import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuditAction } from '../audit/audit-actions';
import type { AuditDetailsFor } from '../audit/audit-details';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import type { Principal } from '../platform/access/principal';
import type { CreateUserDto, UpdateUserDto, UserView } from './dto/users.dto';
import type { PageQuery, PageWithAll } from '../platform/listing/admin-list';
import { roleLabel } from '../platform/access/permissions';
import type { User } from './user.entity';
import { type InTransaction, UsersService } from './users.service';
import { STAFF_USER_KIND as K } from './staff-user.kind';

const NOT_YOURSELF = 'You cannot disable your own account.';
const NOTHING_TO_CHANGE = 'Nothing to change: send a role or disabled.';

/** Letters and digits that cannot be mistaken for one another: no 0/O/o, 1/l/I. */
const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * A temporary password: 20 characters (about 114 random bits) in groups of four, read off a
 * screen or a message and typed once by its user, who replaces it at once.
 */
function temporaryPassword(): string {
  const chars = Array.from(
    { length: 20 },
    () => TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)],
  );
  return chars.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** 'an HR Manager', 'a System Admin'. */
const withArticle = (label: string) => `${/^([AEIOU]|HR\b)/.test(label) ? 'an' : 'a'} ${label}`;

/** The Users tab: staff accounts managed by a System Admin, every change audited. */
@Injectable()
export class StaffAccountsService {
  constructor(
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** When a temporary password made now stops working. */
  private temporaryUntil(): Date {
    return new Date(Date.now() + this.config.login.temporaryPasswordHours * 3600_000);
  }

  /** One page of staff accounts, by username. */
  list(q: PageQuery): Promise<PageWithAll<UserView>> {
    return this.users.page(q);
  }

  /** Every change here needs the step-up, which StepUpGuard checks before it (RequiresStepUp). */
  async create(dto: CreateUserDto, p: Principal, ip: string) {
    const password = temporaryPassword();
    const user = await this.users.create(dto.username, password, dto.role, {
      temporaryUntil: this.temporaryUntil(),
      email: dto.email.trim(),
      then: this.audited(p, K.audit.create, ip, (u) => ({
        username: u.username,
        role: roleLabel(u.role),
      })),
    });
    return { user, password };
  }

  /** The change, and a sentence saying what happened and to whom. */
  async update(
    id: number,
    dto: UpdateUserDto,
    p: Principal,
    ip: string,
  ): Promise<{ user: User; message: string }> {
    if (dto.role === undefined && dto.disabled === undefined)
      throw new BadRequestException(NOTHING_TO_CHANGE);
    if (dto.disabled === true && id === p.userId) throw new ConflictException(NOT_YOURSELF);
    let user = await this.users.mustFindById(id);
    const said: string[] = [];
    // A role change or a disable ends every session of the account (UsersService.revoke).
    let ended = false;
    if (dto.role !== undefined && dto.role !== user.role) {
      user = await this.users.setRole(
        id,
        dto.role,
        this.audited(p, K.audit.roleChange, ip, (u) => ({
          username: u.username,
          role: roleLabel(u.role),
        })),
      );
      said.push(`${user.username} is now ${withArticle(roleLabel(user.role))}`);
      ended = true;
    }
    if (dto.disabled !== undefined && dto.disabled !== user.disabled) {
      user = await this.users.setDisabled(
        id,
        dto.disabled,
        this.audited(p, dto.disabled ? K.audit.disable : K.audit.enable, ip, (u) => ({
          username: u.username,
        })),
      );
      said.push(
        dto.disabled
          ? `${user.username} is disabled`
          : `${user.username} is enabled and can sign in`,
      );
      ended ||= dto.disabled;
    }
    if (!said.length) return { user, message: `${user.username} already had these settings.` };
    return { user, message: `${said.join('; ')}${ended ? '; their sessions ended' : ''}.` };
  }

  async resetPassword(id: number, p: Principal, ip: string) {
    await this.users.mustFindById(id);
    const password = temporaryPassword();
    const user = await this.users.setPassword(
      id,
      password,
      this.temporaryUntil(),
      this.audited(p, K.audit.passwordReset, ip, (u) => ({ username: u.username })),
    );
    return { user, password };
  }

  async resetTwoFactor(id: number, p: Principal, ip: string): Promise<User> {
    await this.users.mustFindById(id);
    return this.users.resetTwoFactor(
      id,
      this.audited(p, K.audit.twoFactorReset, ip, (u) => ({ username: u.username })),
    );
  }

  private audited<A extends AuditAction>(
    p: Principal,
    action: A,
    ip: string,
    details: (u: User) => AuditDetailsFor<A>,
  ): InTransaction {
    return (m: EntityManager, u: User) => this.audit.record(p, action, details(u), ip, m);
  }
}
