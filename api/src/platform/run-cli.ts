/** Runs a command-line tool's `main`: a failure prints its message alone and exits with 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
