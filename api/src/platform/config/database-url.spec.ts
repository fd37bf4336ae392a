import { createRequire } from 'node:module';
import { KEYS_A } from '../../../test/helpers/keys';
import { buildConfig } from './app-config';
import { parseDatabaseUrl, parseEnv } from './env';

// The connection-string parser node-postgres itself loads (resolved from pg, not from here), so
// what these tests read back is what the driver sends to the server.
const { parse } = createRequire(require.resolve('pg'))(
  'pg-connection-string',
) as typeof import('pg-connection-string');

// Every character that has a meaning in a URL, plus a space, a percent sign and non-ASCII.
const PASSWORD = 'p/a#s@s:w?o&r=d+%20 $,;[]|ü\\"\'`';

describe('database address from separate variables', () => {
  it('passes a password with / # @ : (and user and database names that need encoding) unchanged', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      ...KEYS_A,
      DATABASE_HOST: 'postgres',
      DATABASE_PORT: '6543',
      DATABASE_USER: 'kavach@prod:admin/1',
      DATABASE_PASSWORD: PASSWORD,
      DATABASE_NAME: 'kavach prod ü%',
    });
    const config = buildConfig(env);
    expect(config.embedded).toBe(false);
    const pg = parse(config.databaseUrl);
    expect(pg.host).toBe('postgres');
    expect(pg.port).toBe('6543');
    expect(pg.user).toBe('kavach@prod:admin/1');
    expect(pg.password).toBe(PASSWORD);
    expect(pg.database).toBe('kavach prod ü%');
  });

  it('round-trips every printable ASCII character of a user and a password', () => {
    for (let c = 0x20; c < 0x7f; c++) {
      const ch = String.fromCharCode(c);
      const pg = parse(
        parseDatabaseUrl({
          DATABASE_HOST: 'db',
          DATABASE_USER: `u${ch}u`,
          DATABASE_PASSWORD: `${ch}p${ch}`,
        })!,
      );
      expect([pg.user, pg.password]).toEqual([`u${ch}u`, `${ch}p${ch}`]);
    }
  });

  it('a database name is either refused or reaches the driver unchanged', () => {
    const refused: string[] = [];
    for (let c = 0x20; c < 0x7f; c++) {
      const name = `d${String.fromCharCode(c)}d`;
      let url: string | undefined;
      try {
        url = parseDatabaseUrl({ DATABASE_HOST: 'db', DATABASE_NAME: name });
      } catch {
        refused.push(name[1]);
        continue;
      }
      expect(parse(url!).database).toBe(name);
    }
    expect(refused.join('')).toBe('#$&+,/:;=?@');
  });

  it('defaults the port to 5432 and takes IPv6 addresses; user, password and name are optional', () => {
    expect(parse(parseDatabaseUrl({ DATABASE_HOST: 'db.internal' })!)).toMatchObject({
      host: 'db.internal',
      port: '5432',
      user: '',
      password: '',
      database: null,
    });
    expect(parse(parseDatabaseUrl({ DATABASE_HOST: '::1', DATABASE_NAME: 'k' })!)).toMatchObject({
      host: '::1',
      database: 'k',
    });
    expect(parse(parseDatabaseUrl({ DATABASE_HOST: '[fd00::5]' })!).host).toBe('fd00::5');
  });

  it('refuses database names the driver would receive still percent-encoded', () => {
    for (const name of ['a/b', 'a#b', 'a?b', 'a@b', 'a:b', '.', '..']) {
      expect(() => parseDatabaseUrl({ DATABASE_HOST: 'db', DATABASE_NAME: name })).toThrow(
        /DATABASE_NAME: must not be/,
      );
    }
    expect(() => parseDatabaseUrl({ DATABASE_HOST: 'db/x' })).toThrow(
      /DATABASE_HOST: must be a host name or an IP address/,
    );
    expect(() => parseDatabaseUrl({ DATABASE_HOST: 'db', DATABASE_PORT: '0' })).toThrow(
      /DATABASE_PORT/,
    );
  });

  it('DATABASE_URL wins over the separate variables; without either the database is embedded', () => {
    const url = 'postgres://u:p@elsewhere:5432/x';
    expect(parseDatabaseUrl({ DATABASE_URL: url, DATABASE_HOST: 'db' })).toBe(url);
    expect(parseEnv({ NODE_ENV: 'test' }).DATABASE_URL).toBeUndefined();
    expect(parseDatabaseUrl({ DATABASE_HOST: '' })).toBeUndefined();
  });

  it('refuses parts without DATABASE_HOST instead of silently using the embedded database', () => {
    expect(() => parseEnv({ DATABASE_PASSWORD: 'x', DATABASE_NAME: 'k' })).toThrow(
      'DATABASE_HOST: required when DATABASE_PASSWORD, DATABASE_NAME are set',
    );
  });

  it('NODE_ENV=production needs DATABASE_URL or DATABASE_HOST, and the keyrings', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL or DATABASE_HOST: required when NODE_ENV=production\n {2}JWT_SECRETS: required/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: 'production', DATABASE_HOST: 'postgres', ...KEYS_A }),
    ).not.toThrow();
  });
});
