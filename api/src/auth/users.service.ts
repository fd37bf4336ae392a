import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import { hashPassword } from './passwords';
import { User } from './user.entity';

/** Users and their credentials (used by login, the guard, the bootstrap and the CLI). */
@Injectable()
export class UsersService {
  private readonly repo: Repository<User>;

  constructor(@Inject(DataSource) db: DataSource) {
    this.repo = db.getRepository(User);
  }

  findByUsername(username: string, withHash = false): Promise<User | null> {
    const qb = this.repo
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username });
    if (withHash) qb.addSelect('u.passwordHash');
    return qb.getOne();
  }

  findById(id: number): Promise<User | null> {
    return this.repo.findOne({ where: { id } });
  }

  list(): Promise<User[]> {
    return this.repo.find({ order: { id: 'ASC' } });
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  async create(username: string, password: string, role: string): Promise<User> {
    if (await this.findByUsername(username)) {
      throw new ConflictException(`User "${username}" already exists.`);
    }
    const user = this.repo.create({
      username,
      role,
      passwordHash: await hashPassword(password),
      tokensValidAfter: new Date(Date.now() - 1000),
    });
    return this.repo.save(user);
  }

  async setPassword(username: string, password: string): Promise<void> {
    const user = await this.mustFind(username);
    await this.repo.update(user.id, {
      passwordHash: await hashPassword(password),
      tokensValidAfter: new Date(),
    });
  }

  async setDisabled(username: string, disabled: boolean): Promise<void> {
    const user = await this.mustFind(username);
    await this.repo.update(user.id, { disabled, tokensValidAfter: new Date() });
  }

  async setRole(username: string, role: string): Promise<void> {
    const user = await this.mustFind(username);
    await this.repo.update(user.id, { role, tokensValidAfter: new Date() });
  }

  /** Records this login and returns the previous one (null on the first). */
  async recordLogin(id: number): Promise<Date | null> {
    // A data-modifying CTE: the SELECT sees the row as it was before the update.
    const rows: { previous: Date | null }[] = await this.repo.query(
      `WITH prev AS (SELECT last_login_at FROM users WHERE id = $1),
            upd AS (UPDATE users SET last_login_at = now() WHERE id = $1)
       SELECT last_login_at AS previous FROM prev`,
      [id],
    );
    return rows[0]?.previous ?? null;
  }

  private async mustFind(username: string): Promise<User> {
    const user = await this.findByUsername(username);
    if (!user) throw new NotFoundException(`No user "${username}".`);
    return user;
  }
}
