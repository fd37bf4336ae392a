import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { describeDatabaseError, errorForLog } from './database-error-log';

/** A node-postgres error as the driver raises it, wrapped by TypeORM as the API sees it. */
function failed(fields: Record<string, string>, message: string) {
  const driverError = Object.assign(new Error(message), fields);
  return new QueryFailedError(
    'INSERT INTO contacts (name) VALUES ($1)',
    ['Asha Rao'],
    driverError as Error,
  );
}

describe('describeDatabaseError', () => {
  it('a CHECK violation: SQLSTATE, table and constraint; nothing of the row or the statement', () => {
    const err = failed(
      {
        code: '23514',
        table: 'newsletters',
        constraint: 'newsletters_subject_check',
        detail: 'Failing row contains (1, Asha Rao, …).',
      },
      'new row for relation "newsletters" violates check constraint "newsletters_subject_check"',
    );
    expect(describeDatabaseError(err)).toBe(
      'SQLSTATE 23514 check_violation, table newsletters, constraint newsletters_subject_check',
    );
    expect(errorForLog(err)).toBe(describeDatabaseError(err));
  });

  it('a message that quotes the value is left out', () => {
    const err = failed(
      { code: '22P02' },
      'invalid input syntax for type integer: "asha.rao@example.com"',
    );
    expect(errorForLog(err)).toBe('SQLSTATE 22P02 invalid_text_representation');
  });

  it('a code it has no name for: its class; a column when PostgreSQL names one', () => {
    expect(describeDatabaseError({ code: '23999', column: 'email' })).toBe(
      'SQLSTATE 23999 integrity_constraint_violation, column email',
    );
    expect(describeDatabaseError({ code: 'ZZ001' })).toBe('SQLSTATE ZZ001 class ZZ');
  });

  it('a name field that is not an identifier is not shown', () => {
    expect(describeDatabaseError({ code: '23505', constraint: 'x" or (Asha Rao)' })).toBe(
      'SQLSTATE 23505 unique_violation',
    );
  });

  it('lost connections by their code or fixed text', () => {
    expect(
      describeDatabaseError(
        Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe('connection error ECONNREFUSED');
    expect(describeDatabaseError(new Error('Connection terminated unexpectedly'))).toBe(
      'connection error: Connection terminated',
    );
    expect(describeDatabaseError(new QueryRunnerAlreadyReleasedError())).toBe(
      'connection error: QueryRunnerAlreadyReleasedError',
    );
  });

  it('a failed statement with an unknown cause: no text at all', () => {
    expect(errorForLog(failed({}, 'something about "Asha Rao"'))).toBe(
      'statement failed without an SQLSTATE',
    );
  });

  it('errors that are not the database’s keep their message', () => {
    expect(describeDatabaseError(new TypeError('x is undefined'))).toBeUndefined();
    expect(errorForLog(new TypeError('x is undefined'))).toBe('x is undefined');
    const disk = Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' });
    expect(errorForLog(disk)).toBe('ENOENT: no such file');
    expect(errorForLog('plain')).toBe('plain');
  });
});
