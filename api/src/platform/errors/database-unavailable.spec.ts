import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './http-error.filter';

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'an administrator shutdown',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a closed client', new Error('Client was closed and is not queryable')],
    [
      'a commit on a runner TypeORM released when its connection died',
      new QueryRunnerAlreadyReleasedError(),
    ],
    [
      'a query on a runner TypeORM released when its connection died',
      new QueryRunnerProviderAlreadyReleasedError(),
    ],
  ])('is true for %s (answered 503, retry)', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a syntax error', Object.assign(new Error('syntax error at or near'), { code: '42601' })],
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a programming error', new TypeError('x is undefined')],
  ])('is false for %s', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
