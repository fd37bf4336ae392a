import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * The messages of a lost connection (node-postgres, the pool, PostgreSQL's shutdown): fixed
 * texts, which name no value of a row.
 */
export const CONNECTION_LOST_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error|Client was closed and is not queryable|the database system is (starting up|shutting down)/i;

/** PostgreSQL's names of the conditions this API meets (its errcodes table). */
const CONDITIONS: Record<string, string> = {
  '22001': 'string_data_right_truncation',
  '22003': 'numeric_value_out_of_range',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22021': 'character_not_in_repertoire',
  '22023': 'invalid_parameter_value',
  '22P02': 'invalid_text_representation',
  '23502': 'not_null_violation',
  '23503': 'foreign_key_violation',
  '23505': 'unique_violation',
  '23514': 'check_violation',
  '23P01': 'exclusion_violation',
  '25P02': 'in_failed_sql_transaction',
  '40001': 'serialization_failure',
  '40P01': 'deadlock_detected',
  '42601': 'syntax_error',
  '42703': 'undefined_column',
  '42P01': 'undefined_table',
  '53300': 'too_many_connections',
  '55P03': 'lock_not_available',
  '57014': 'query_canceled (statement timeout)',
  '57P01': 'admin_shutdown',
  '57P02': 'crash_shutdown',
  '57P03': 'cannot_connect_now',
};

/** The classes (the first two characters) of the other codes. */
const CLASSES: Record<string, string> = {
  '08': 'connection_exception',
  '22': 'data_exception',
  '23': 'integrity_constraint_violation',
  '25': 'invalid_transaction_state',
  '40': 'transaction_rollback',
  '42': 'syntax_error_or_access_rule_violation',
  '53': 'insufficient_resources',
  '54': 'program_limit_exceeded',
  '55': 'object_not_in_prerequisite_state',
  '57': 'operator_intervention',
  '58': 'system_error',
  XX: 'internal_error',
};

/** The fields of a node-postgres error that name schema objects, never values. */
interface PgErrorFields {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  driverError?: PgErrorFields;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const IDENTIFIER = /^[\w$.]{1,128}$/;

/** A schema object's name as PostgreSQL reported it, if it looks like one. */
function identifier(value: unknown): string | undefined {
  return typeof value === 'string' && IDENTIFIER.test(value) ? value : undefined;
}

/**
 * A database error as a log line may show it: the SQLSTATE with its condition name, and the
 * table, column and constraint. Never the message, DETAIL, statement or parameters: a message
 * can quote a value (`invalid input syntax for type integer: "…"`), DETAIL holds the failing
 * row, and parameters are what people typed. Undefined for an error that is not a database's.
 */
export function describeDatabaseError(err: unknown): string | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const outer = err as PgErrorFields;
  const e = outer.driverError ?? outer;
  const code = typeof e.code === 'string' ? e.code : '';
  // A system error of the socket (ECONNREFUSED, EPIPE…); no SQLSTATE class begins with E.
  if (/^E[A-Z]+$/.test(code)) return `connection error ${code}`;
  if (SQLSTATE.test(code)) {
    const condition = CONDITIONS[code] ?? CLASSES[code.slice(0, 2)] ?? `class ${code.slice(0, 2)}`;
    const parts = [`SQLSTATE ${code} ${condition}`];
    for (const field of ['table', 'column', 'constraint'] as const) {
      const name = identifier(e[field]);
      if (name) parts.push(`${field} ${name}`);
    }
    return parts.join(', ');
  }
  // A fixed text of node-postgres or the pool.
  const lost = CONNECTION_LOST_MESSAGES.exec(typeof e.message === 'string' ? e.message : '');
  if (lost) return `connection error: ${lost[0]}`;
  const name = typeof outer.name === 'string' ? outer.name : '';
  if (/^QueryRunner\w*AlreadyReleasedError$/.test(name)) return `connection error: ${name}`;
  // A failed statement whose cause has no code: the driver's text is unknown, so not shown.
  if (outer.driverError || name === 'QueryFailedError')
    return 'statement failed without an SQLSTATE';
  return undefined;
}

/** True for a statement's error: TypeORM wrapped it, or it carries an SQLSTATE. */
export function isStatementError(err: unknown): boolean {
  const e = (err ?? {}) as PgErrorFields;
  const code = typeof e.code === 'string' ? e.code : '';
  return (
    e.driverError !== undefined ||
    e.name === 'QueryFailedError' ||
    (SQLSTATE.test(code) && !/^E[A-Z]+$/.test(code))
  );
}

/**
 * A caught error for a log line: a statement's by its SQLSTATE, table and constraint (see
 * describeDatabaseError), anything else (a socket's, a file's, a mail server's) by its message.
 */
export function errorForLog(err: unknown): string {
  if (isStatementError(err)) return describeDatabaseError(err) ?? 'statement failed';
  const message = (err as Error | undefined)?.message;
  return typeof message === 'string' ? message : String(err);
}

/**
 * TypeORM's logger for the API: one line per failed statement, with its SQLSTATE, table and
 * constraint, and nothing of the statement or its parameters (TypeORM's own loggers print both).
 * Inside a request the line carries the request's id and path, like every other line.
 */
export class DatabaseLogger implements TypeOrmLogger {
  private readonly logger = new Logger('Database');

  logQueryError(error: string | Error): void {
    this.logger.warn(`statement failed: ${describeDatabaseError(error) ?? 'without an SQLSTATE'}`);
  }

  // Statements, slow statements, schema and migration chatter, notices: not logged (a
  // RAISE NOTICE or a pool error's text could quote a value).
  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
