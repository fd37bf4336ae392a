import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parseEnv, type Env } from '../platform/config/env';

/**
 * The command line of a backup command; a mistake in it prints what is wrong and the usage, and
 * exits 64 (EX_USAGE).
 */
export function commandLine(
  options: NonNullable<ParseArgsConfig['options']>,
  usage: string,
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  let parsed;
  try {
    parsed = parseArgs({
      options: { ...options, help: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n\n${usage}\n`);
    process.exit(64);
  }
  if (parsed.values.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  return parsed;
}

/**
 * A path given on the command line, from the folder the command was run in: `npm run` moves into
 * the api workspace first, and says where it was started in INIT_CWD.
 */
export function givenPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** The API's environment, and the passphrase the archives are encrypted with. */
export function backupEnvironment(): { env: Env; passphrase: string } {
  const env = parseEnv(process.env);
  if (!env.BACKUP_PASSPHRASE)
    throw new Error(
      'BACKUP_PASSPHRASE is not set: archives are encrypted with it (at least 16 characters, e.g. ' +
        '`openssl rand -base64 24`). Keep it apart from the backups: without it they cannot be opened.',
    );
  return { env, passphrase: env.BACKUP_PASSPHRASE };
}
