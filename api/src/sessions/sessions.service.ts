import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../platform/access/principal';
import { AuditService } from '../audit/audit.service';
import { ErrorCode } from '../platform/errors/error-code';
import { tryTransactionLock } from '../platform/database/advisory-lock';
import { sessionImageKey } from '../platform/storage/session-image-refs';
import { StorageService } from '../platform/storage/storage.service';
import {
  toStaffSessionView,
  type AdminSessionsQueryDto,
  type SessionInputDto,
  type SessionView,
  type SessionsPage,
  type StaffSessionView,
} from './dto/session.dto';
import { DEFAULT_SESSION_IMAGE, Session } from './session.entity';
import { timesLabel } from './session-times';
import { SESSION_KIND as K } from './session.kind';
import { SessionsRepository, type SessionRef } from './sessions.repository';

/** Advisory lock key of the hourly expiry job (one replica at a time). */
export const EXPIRY_LOCK_KEY = 7_361_001;

const EXPIRED_TOGGLE = 'Expired sessions cannot be activated or deactivated.';
const ENDED_ACTIVATE = 'This session has already ended and cannot be activated.';
const END_BEFORE_START = 'The end date must not be before the start date.';
const END_TIME_BEFORE_START = 'The end time must be after the start time.';
const PLACE_REQUIRED = 'Please give the place of an offline or hybrid session.';
export const SESSION_FULL =
  'This session is full: all seats are taken. Please choose another session.';

type Who = { p: Principal; ip: string | undefined };

@Injectable()
export class SessionsService {
  private readonly logger = new Logger('Sessions');

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(SessionsRepository) private readonly sessions: SessionsRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(StorageService) private readonly storage: StorageService,
  ) {}

  /** The public list: active and not yet ended (end date, or date, is today or later in IST). */
  listPublic(): Promise<SessionView[]> {
    return this.sessions.publicList();
  }

  /** A session a visitor may register for now, or null. */
  findOpen(m: EntityManager, by: SessionRef, lock = false): Promise<Session | null> {
    return this.sessions.findOpen(m, by, lock);
  }

  /**
   * Refuses (409) a registration for a session whose seats are all taken. Call with the session
   * locked by findOpen in the same transaction.
   */
  async assertSeatFree(m: EntityManager, s: Session): Promise<void> {
    if (s.capacity === null) return;
    if ((await this.sessions.seatsTaken(m, s.id)) >= s.capacity) {
      throw new ConflictException({
        message: SESSION_FULL,
        code: ErrorCode.SessionFull,
        details: { sessionId: SESSION_FULL },
      });
    }
  }

  /**
   * Upcoming (not yet ended) soonest first, or past (ended) latest first; each session with its
   * registration count and seats taken, and `all` counted exactly.
   */
  listAdmin(q: AdminSessionsQueryDto): Promise<SessionsPage> {
    return this.sessions.adminPage(q);
  }

  async get(id: number): Promise<StaffSessionView> {
    const s = await this.sessions.findById(id);
    if (!s) throw new NotFoundException(K.notFound);
    return toStaffSessionView(s);
  }

  private values(dto: SessionInputDto): Partial<Session> {
    const refuse = (field: string, message: string) => {
      throw new BadRequestException({
        message,
        code: ErrorCode.ValidationFailed,
        details: { [field]: message },
      });
    };
    if (dto.endDate && dto.endDate < dto.date) refuse('endDate', END_BEFORE_START);
    // On one day the end comes after the start; over several days any times are fine.
    const oneDay = !dto.endDate || dto.endDate === dto.date;
    if (oneDay && dto.endTime <= dto.startTime) refuse('endTime', END_TIME_BEFORE_START);
    const mode = dto.mode ?? 'online';
    if (mode !== 'online' && !dto.place) refuse('place', PLACE_REQUIRED);
    return {
      title: dto.title,
      image: dto.image || DEFAULT_SESSION_IMAGE,
      date: dto.date,
      endDate: dto.endDate ?? null,
      startTime: dto.startTime,
      endTime: dto.endTime,
      time: timesLabel(dto.startTime, dto.endTime),
      mode,
      place: dto.place ?? null,
      meetingLink: dto.meetingLink ?? null,
      capacity: dto.capacity ?? null,
      description: dto.description ?? null,
      status: dto.status ?? 'active',
    };
  }

  async create(dto: SessionInputDto, who: Who): Promise<StaffSessionView> {
    const values = this.values(dto);
    return this.db.transaction(async (m) => {
      const saved = await this.sessions.insert(m, values);
      await this.audit.record(who.p, K.audit.create, { id: saved.id }, who.ip, m);
      return toStaffSessionView(saved);
    });
  }

  async update(id: number, dto: SessionInputDto, who: Who): Promise<StaffSessionView> {
    const values = this.values(dto);
    return this.db.transaction(async (m) => {
      const s = await this.sessions.lockById(m, id);
      if (!s) throw new NotFoundException(K.notFound);
      const saved = await this.sessions.save(m, Object.assign(s, values));
      await this.audit.record(who.p, K.audit.update, { id }, who.ip, m);
      return toStaffSessionView(saved);
    });
  }

  /**
   * Deletes and audits in one transaction; then, once that has committed, removes the session's
   * uploaded image unless another session still shows it (built-in /images/… pictures are not
   * in storage and are left alone). A failure there is logged: the orphan sweep of the daily
   * retention purge removes the file later.
   */
  async delete(id: number, who: Who): Promise<void> {
    const image = await this.db.transaction(async (m) => {
      const deleted = await this.sessions.delete(m, id);
      if (deleted === null) throw new NotFoundException(K.notFound);
      await this.audit.record(who.p, K.audit.delete, { id }, who.ip, m);
      return deleted;
    });
    const key = sessionImageKey(image);
    if (!key) return;
    try {
      const name = key.slice('session-images/'.length);
      if (!(await this.sessions.imageInUse(name))) await this.storage.delete(key);
    } catch (e) {
      this.logger.warn(`could not remove the image of session ${id}: ${(e as Error).message}`);
    }
  }

  /** Active ↔ inactive; refused for expired sessions and for activating one that has ended. */
  async toggle(id: number, who: Who): Promise<StaffSessionView> {
    return this.db.transaction(async (m) => {
      const s = await this.sessions.lockById(m, id);
      if (!s) throw new NotFoundException(K.notFound);
      if (s.status === 'expired') throw new BadRequestException(EXPIRED_TOGGLE);
      const next = s.status === 'active' ? 'inactive' : 'active';
      if (next === 'active' && (await this.sessions.hasEnded(m, s)))
        throw new BadRequestException(ENDED_ACTIVATE);
      s.status = next;
      const saved = await this.sessions.save(m, s);
      await this.audit.record(
        who.p,
        next === 'active' ? K.audit.activate : K.audit.deactivate,
        { id },
        who.ip,
        m,
      );
      return toStaffSessionView(saved);
    });
  }

  /** Marks every session whose end date (or date) has passed as expired; returns how many. */
  expirePast(m: EntityManager = this.db.manager): Promise<number> {
    return this.sessions.expirePast(m);
  }

  /** "Close ended sessions" button: expires and audits in one transaction. */
  async checkExpired(who: Who): Promise<number> {
    return this.db.transaction(async (m) => {
      const changed = await this.expirePast(m);
      await this.audit.record(who.p, K.audit.checkExpired, { count: changed }, who.ip, m);
      return changed;
    });
  }

  /**
   * The scheduled run: only the replica that gets the advisory lock does the work (the lock is
   * released with the transaction). Returns null when another replica holds it.
   */
  async expireWithLock(): Promise<number | null> {
    return this.db.transaction(async (m) => {
      if (!(await tryTransactionLock(m, EXPIRY_LOCK_KEY))) return null;
      return this.expirePast(m);
    });
  }
}
