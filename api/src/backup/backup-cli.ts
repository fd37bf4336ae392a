// `npm run backup -- [--out <folder>|s3://<bucket>/<prefix>]`: one encrypted archive of the
// whole installation, taken while it runs (docs/operations.md, "Backups").
import 'reflect-metadata';
import { join, resolve } from 'node:path';
import { runCli } from '../platform/run-cli';
import { backup } from './backup';
import { backupEnvironment, commandLine, givenPath } from './command-line';
import { s3Location } from './installation';

const USAGE = `Usage: npm run backup -- [--out <folder>|s3://<bucket>/<prefix>]
Writes kavach-backup-<UTC time>.tar.age and its .sha256 into the folder (by default
DATA_DIR/backups), or uploads both under the prefix with the API's S3 settings (S3_ENDPOINT,
S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). Encrypted with BACKUP_PASSPHRASE.`;

runCli(async () => {
  const { values, positionals } = commandLine({ out: { type: 'string' } }, USAGE);
  if (positionals.length) {
    process.stderr.write(`Unexpected argument: ${positionals[0]}\n\n${USAGE}\n`);
    process.exit(64);
  }
  const { env, passphrase } = backupEnvironment();
  const given = values.out as string | undefined;
  const out =
    given === undefined
      ? join(resolve(env.DATA_DIR), 'backups')
      : s3Location(given)
        ? given
        : givenPath(given);
  await backup({
    env,
    variables: process.env,
    passphrase,
    out,
    say: (line) => process.stdout.write(`${line}\n`),
  });
});
