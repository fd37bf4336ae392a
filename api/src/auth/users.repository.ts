import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  AdminList,
  type ListSource,
  type PageQuery,
  type PageWithAll,
} from '../platform/listing/admin-list';
import { UserView } from './dto/users.dto';
import { User } from './user.entity';

/** The Users tab's list: by username; the search looks in the username and the e-mail address. */
const USER_LIST: ListSource<User, UserView> = {
  entity: User,
  alias: 'u',
  search: ['u.username', 'u.email'],
  created: 'u.created_at',
  order: { column: 'u.username', direction: 'ASC' },
  view: (u: User) => UserView.of(u),
};

/** The account columns a change writes (two-factor has its own repository). */
export type UserChanges = Partial<
  Pick<
    User,
    | 'passwordHash'
    | 'mustChangePassword'
    | 'temporaryPasswordExpiresAt'
    | 'email'
    | 'disabled'
    | 'role'
  >
>;

/**
 * The staff accounts' SQL (the users table but its two-factor columns). Methods that take an
 * EntityManager run inside the caller's transaction; the others read on their own.
 */
@Injectable()
export class UsersRepository {
  private readonly listing: AdminList<User, UserView>;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.listing = new AdminList(db, USER_LIST);
  }

  /** By username, case-insensitive; `withHash` adds the password hash. */
  findByUsername(username: string, withHash: boolean): Promise<User | null> {
    const qb = this.db
      .getRepository(User)
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username });
    if (withHash) qb.addSelect('u.passwordHash');
    return qb.getOne();
  }

  /** By id; `withHash` adds the password hash. */
  findById(id: number, withHash: boolean): Promise<User | null> {
    const qb = this.db.getRepository(User).createQueryBuilder('u').where('u.id = :id', { id });
    if (withHash) qb.addSelect('u.passwordHash');
    return qb.getOne();
  }

  /** By e-mail address, case-insensitive. */
  findByEmail(email: string): Promise<User | null> {
    return this.db
      .getRepository(User)
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  /** Every account, by username. */
  list(): Promise<User[]> {
    return this.db.getRepository(User).find({ order: { username: 'ASC' } });
  }

  /** One page of the Users tab, by username, and how many accounts there are in all. */
  page(q: PageQuery): Promise<PageWithAll<UserView>> {
    return this.listing.pageWithAll(q);
  }

  count(): Promise<number> {
    return this.db.getRepository(User).count();
  }

  /**
   * Takes the accounts lock until the transaction ends: account changes are rare, so they go
   * one at a time.
   */
  async lockAccounts(m: EntityManager): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('kavach:user-accounts'))`);
  }

  /** The user as the caller's transaction sees it, or null. */
  findIn(m: EntityManager, id: number): Promise<User | null> {
    return m.findOneBy(User, { id });
  }

  /** Whether some account has this username, case-insensitive. */
  async usernameTaken(m: EntityManager, username: string): Promise<boolean> {
    const taken = (await m.query(`SELECT 1 FROM users WHERE lower(username) = lower($1)`, [
      username,
    ])) as unknown[];
    return taken.length > 0;
  }

  /** The ids of the accounts with this e-mail address, case-insensitive. */
  async idsWithEmail(m: EntityManager, email: string): Promise<number[]> {
    const taken: { id: number }[] = await m.query(
      `SELECT id FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
    return taken.map((u) => u.id);
  }

  /** The ids of the active System Admins. */
  async activeAdminIds(m: EntityManager): Promise<number[]> {
    const admins: { id: number }[] = await m.query(
      `SELECT id FROM users WHERE role = 'admin' AND NOT disabled`,
    );
    return admins.map((a) => a.id);
  }

  /** Inserts a new account; returns it as stored. */
  insert(m: EntityManager, user: Partial<User>): Promise<User> {
    return m.save(m.create(User, user));
  }

  /** Writes the given account columns. */
  async update(m: EntityManager, id: number, changes: UserChanges): Promise<void> {
    await m.update(User, id, changes);
  }

  /** Raises the token version: every token issued before is void. */
  async bumpTokenVersion(m: EntityManager, id: number): Promise<void> {
    await m.query(`UPDATE users SET token_version = token_version + 1 WHERE id = $1`, [id]);
  }

  /**
   * Spends a temporary password: true once, before it expires. One conditional update, so two
   * sign-ins racing with the same temporary password cannot both pass.
   */
  async spendTemporaryPassword(id: number): Promise<boolean> {
    const [, updated] = (await this.db.query(
      `UPDATE users SET temporary_password_expires_at = '-infinity'
        WHERE id = $1 AND temporary_password_expires_at > now()`,
      [id],
    )) as [unknown, number];
    return updated === 1;
  }

  /** Records this login and returns the previous one (null on the first). */
  async recordLogin(id: number): Promise<Date | null> {
    // A data-modifying CTE: the SELECT sees the row as it was before the update.
    const rows: { previous: Date | null }[] = await this.db.query(
      `WITH prev AS (SELECT last_login_at FROM users WHERE id = $1),
            upd AS (UPDATE users SET last_login_at = now() WHERE id = $1)
       SELECT last_login_at AS previous FROM prev`,
      [id],
    );
    return rows[0]?.previous ?? null;
  }
}
