// `npm run restore -- <archive>|s3://<bucket>/<key> [--check] [--keys-out <file>]`: brings a
// backup back into an empty installation (docs/operations.md, "Backups").
import 'reflect-metadata';
import { basename } from 'node:path';
import { runCli } from '../platform/run-cli';
import { backupEnvironment, commandLine, givenPath } from './command-line';
import { s3Location } from './installation';
import { restore } from './restore';

const USAGE = `Usage: npm run restore -- <archive>|s3://<bucket>/<key> [--check] [--keys-out <file>]
Restores an archive of npm run backup into the installation the API's environment describes
(DATABASE_URL or the embedded database of DATA_DIR; S3_* or UPLOAD_DIR), which must be empty.
Opens it with BACKUP_PASSPHRASE, and checks all of it before writing anything.
  --check            only check the archive, and that this release can restore it
  --keys-out <file>  where keys to set as variables are written (default:
                     ./<archive name>.keys.env, readable by you only)`;

runCli(async () => {
  const { values, positionals } = commandLine(
    { check: { type: 'boolean' }, 'keys-out': { type: 'string' } },
    USAGE,
  );
  if (positionals.length !== 1) {
    process.stderr.write(`Name one archive.\n\n${USAGE}\n`);
    process.exit(64);
  }
  const { env, passphrase } = backupEnvironment();
  const archive = s3Location(positionals[0]) ? positionals[0] : givenPath(positionals[0]);
  const keysOut = values['keys-out'] as string | undefined;
  await restore({
    env,
    passphrase,
    archive,
    checkOnly: values.check === true,
    variablesFile: givenPath(keysOut ?? `${basename(archive).replace(/\.tar\.age$/, '')}.keys.env`),
    say: (line) => process.stdout.write(`${line}\n`),
  });
});
