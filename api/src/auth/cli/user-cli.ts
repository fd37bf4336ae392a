// User management: npm run user -- create|list|disable|enable|set-password|set-role ...
import 'reflect-metadata';
import { User } from '../user.entity';
import { resolve as resolvePath } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { parseEnv } from '../../platform/config/env';
import {
  openEmbeddedDatabase,
  type EmbeddedDatabase,
} from '../../platform/database/embedded-postgres';
import { typeormOptions } from '../../platform/database/typeorm-options';
import {
  hasHiddenCharacter,
  isEmailAddress,
  USERNAME_PATTERN,
  USERNAME_RULE,
} from '../../platform/fields/rules';
import { passwordProblem } from '../../platform/passwords/password-policy';
import { ROLES, roleLabel } from '../../platform/access/permissions';
import { runCli } from '../../platform/run-cli';
import { StaffSessionsRepository } from '../staff-sessions.repository';
import { TwoFactorRepository } from '../two-factor.repository';
import { UsersRepository } from '../users.repository';
import { UsersService } from '../users.service';

const USAGE = `Usage:
  npm run user -- create --username <name> --role <${ROLES.join('|')}> [--email <address>] [--password-stdin]
  npm run user -- list
  npm run user -- disable|enable --username <name>
  npm run user -- set-password --username <name> [--password-stdin]
  npm run user -- set-role --username <name> --role <role>
  npm run user -- reset-two-factor --username <name>
Without --password-stdin the password is asked for at a prompt (not echoed).`;

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin || !process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as {
    _writeToOutput: (s: string) => void;
    output: NodeJS.WritableStream;
  };
  let prompted = false;
  out._writeToOutput = (s: string) => {
    if (!prompted) {
      out.output.write(s);
      prompted = true;
    }
  };
  const answer = await new Promise<string>((resolve) => rl.question('Password: ', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      role: { type: 'string' },
      email: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const command = positionals[0];
  if (!command || values.help) {
    process.stdout.write(USAGE + '\n');
    process.exit(command ? 0 : 64);
  }
  const env = parseEnv(process.env);
  let embedded: EmbeddedDatabase | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    // The embedded database of `npm start` (its credentials file): the running one, or started
    // for this command.
    embedded = await openEmbeddedDatabase(env.DATA_DIR, env.EMBEDDED_PG_PORT);
    url = embedded.url;
  }
  // The accounts' entity: the rest of what the command touches it reads and writes in SQL.
  const ds = new DataSource({ ...typeormOptions(url, 2), entities: [User] });
  await ds.initialize();
  await ds.runMigrations();
  const users = new UsersService(
    ds,
    new UsersRepository(ds),
    new TwoFactorRepository(ds),
    new StaffSessionsRepository(ds),
    { dataDir: resolvePath(env.DATA_DIR) },
  );
  const need = (v: string | undefined, name: string): string => {
    if (!v) throw new Error(`--${name} is required.\n\n${USAGE}`);
    return v;
  };
  try {
    switch (command) {
      case 'create': {
        const username = need(values.username, 'username');
        if (!USERNAME_PATTERN.test(username)) throw new Error(`--username: ${USERNAME_RULE}`);
        const role = need(values.role, 'role');
        if (!/^[a-z][a-z0-9_]{1,63}$/.test(role))
          throw new Error('A role is lower-case letters, digits and _.');
        if (!ROLES.includes(role as never)) {
          process.stderr.write(
            `Warning: "${role}" is not a known role; it is labelled "Admin" and has no permissions.\n`,
          );
        }
        const password = await readPassword(values['password-stdin'] ?? false);
        const problem = await passwordProblem(password, username);
        if (problem) throw new Error(problem);
        const email = values.email?.trim();
        if (email !== undefined && (!isEmailAddress(email) || hasHiddenCharacter(email)))
          throw new Error(`--email: ${JSON.stringify(email)} is not an e-mail address.`);
        await users.create(username, password, role, { email: email ?? null });
        process.stdout.write(`Created ${username} (${roleLabel(role)}).\n`);
        break;
      }
      case 'list':
        for (const u of await users.list()) {
          process.stdout.write(
            `${u.username}\t${u.role}\t${u.disabled ? 'disabled' : 'active'}\t2FA ${u.totpEnabledAt ? 'on' : 'off'}\tlast login ${u.lastLoginAt?.toISOString() ?? 'never'}\n`,
          );
        }
        break;
      case 'disable':
      case 'enable':
        await users.setDisabled(
          (await users.mustFindByUsername(need(values.username, 'username'))).id,
          command === 'disable',
        );
        process.stdout.write(
          `${command === 'disable' ? 'Disabled' : 'Enabled'} ${values.username}; their tokens no longer work.\n`,
        );
        break;
      case 'set-password': {
        const user = await users.mustFindByUsername(need(values.username, 'username'));
        const password = await readPassword(values['password-stdin'] ?? false);
        const problem = await passwordProblem(password, user.username);
        if (problem) throw new Error(problem);
        await users.setPassword(user.id, password, null);
        process.stdout.write(`Password changed for ${values.username}.\n`);
        break;
      }
      case 'set-role':
        await users.setRole(
          (await users.mustFindByUsername(need(values.username, 'username'))).id,
          need(values.role, 'role'),
        );
        process.stdout.write(`Role of ${values.username} is now ${values.role}.\n`);
        break;
      case 'reset-two-factor':
        await users.resetTwoFactor(
          (await users.mustFindByUsername(need(values.username, 'username'))).id,
        );
        process.stdout.write(
          `Two-factor sign-in of ${values.username} removed; they can set it up again.\n`,
        );
        break;
      default:
        throw new Error(`Unknown command "${command}".\n\n${USAGE}`);
    }
  } finally {
    await ds.destroy();
    await embedded?.stop();
  }
}

runCli(main);
