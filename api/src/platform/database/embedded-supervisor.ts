import { spawn, type ChildProcess } from 'node:child_process';
import type { OsUser } from './embedded-os-user';

type Log = (msg: string) => void;

const READY = 'database system is ready to accept connections';
/** Waits between attempts to bring a dead server back: quick at first, then every 2 s. */
const RESTART_DELAYS_MS = [200, 500, 1000, 2000];

export interface PostmasterOptions {
  /** The `postgres` program. */
  program: string;
  args: string[];
  /** The OS user PostgreSQL runs as when this process is root. */
  osUser?: OsUser;
  /** Every line PostgreSQL writes (its log goes to stderr). */
  onOutput: Log;
  /** What the supervisor did, for the API's log. */
  notice: Log;
}

/**
 * Runs the embedded PostgreSQL server (the postmaster) and keeps it running: when it dies
 * without being asked to (killed, out of memory, a crash), it is started again at once and
 * PostgreSQL's crash recovery replays its write-ahead log, so every committed row is there.
 * Until it is back, the API's pool fails fast and its readiness check answers 503; the pool
 * reconnects by itself afterwards. A start that fails (the dead server's last backends still
 * hold its shared memory for a moment) is tried again after a short wait.
 */
export class PostmasterSupervisor {
  private child?: ChildProcess;
  private stopping = false;
  private readonly exitHook = () => this.child?.kill('SIGINT');

  constructor(private readonly options: PostmasterOptions) {}

  /** Starts the server; resolves once it accepts connections. */
  async start(): Promise<void> {
    this.stopping = false;
    // If this process ends without stop() (an uncaught error), the server is not left behind.
    process.once('exit', this.exitHook);
    await this.spawnOnce();
  }

  /** Fast shutdown (SIGINT: open transactions are rolled back, the log is flushed). */
  async stop(): Promise<void> {
    this.stopping = true;
    process.removeListener('exit', this.exitHook);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  }

  private spawnOnce(): Promise<void> {
    const { program, args, osUser, onOutput } = this.options;
    const child = spawn(program, args, {
      ...(osUser && { uid: osUser.uid, gid: osUser.gid }),
      // English messages, so the ready line is recognised whatever the machine's locale.
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      let tail = ''; // the line may arrive in two pieces
      // Why it would not start (another server on the port, a locked folder): said with the exit.
      let fatal = '';
      child.stderr!.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        onOutput(text);
        fatal = /(?:FATAL|PANIC):\s*(.+)/.exec(text)?.[1]?.trim() ?? fatal;
        // Searched before it is cut: one chunk may hold the line and more after it (crash
        // recovery writes several at once), and a cut tail would lose the line.
        const seen = tail + text;
        tail = seen.slice(-READY.length);
        if (!ready && seen.includes(READY)) {
          ready = true;
          resolve();
        }
      });
      child.once('exit', (code, signal) => {
        if (!ready) {
          const portTaken = /TCP\/IP sockets/.test(fatal)
            ? ' (another server holds its port: stop it, or set EMBEDDED_PG_PORT)'
            : '';
          const why = fatal ? `: ${fatal}${portTaken}` : '';
          reject(
            new Error(`PostgreSQL exited before it was ready (${signal ?? `code ${code}`})${why}`),
          );
          return;
        }
        if (!this.stopping && this.child === child) this.revive(signal ?? `exit code ${code}`);
      });
    });
  }

  /** Brings a server that died back, trying again until it runs (or stop() is called). */
  private revive(cause: string): void {
    const { notice } = this.options;
    const since = Date.now();
    notice(
      `embedded database: PostgreSQL stopped unexpectedly (${cause}); starting it again ` +
        '(its crash recovery replays the write-ahead log)',
    );
    const attempt = (n: number) => {
      if (this.stopping) return;
      const delay = RESTART_DELAYS_MS[Math.min(n, RESTART_DELAYS_MS.length - 1)];
      setTimeout(() => {
        if (this.stopping) return;
        this.spawnOnce().then(
          () =>
            notice(
              `embedded database: PostgreSQL is running again after ${((Date.now() - since) / 1000).toFixed(1)} s`,
            ),
          (e: unknown) => {
            notice(`embedded database: not started yet (${(e as Error).message}); trying again`);
            attempt(n + 1);
          },
        );
      }, delay);
    };
    attempt(0);
  }
}
