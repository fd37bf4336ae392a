import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Makes `dir` a folder only its owner may open (0700): created so, and one an earlier release
 * left 0755 tightened. Folders above it are created as the umask says and never changed. Left
 * as it is: a folder this process's user does not own (a mounted volume; chmod would fail), and
 * the group's pass-through (g+x) when the folder's group is not this process's own, which is how
 * the embedded PostgreSQL's user reaches its data when the API runs as root (letPostgresReach).
 */
export function privateDirectory(dir: string): void {
  mkdirSync(dirname(dir), { recursive: true });
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  if (!process.getuid || !process.getgid) return; // Windows: no such modes
  const st = statSync(dir);
  if (st.uid !== process.getuid()) return;
  const groupPass = st.gid !== process.getgid() ? st.mode & 0o010 : 0;
  const wanted = (st.mode & 0o700) | groupPass;
  if ((st.mode & 0o777) !== wanted) chmodSync(dir, wanted);
}
