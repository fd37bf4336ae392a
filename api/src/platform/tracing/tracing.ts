/**
 * Tracing, off unless the standard OpenTelemetry variables ask for it: OTEL_TRACES_EXPORTER
 * (other than `none`), or an OTLP endpoint; OTEL_SDK_DISABLED=true wins. Off, neither the SDK
 * nor an instrumentation is loaded. Started by the first import of main.ts (./start.ts), before the
 * modules it instruments (http, express, pg) are loaded.
 */
type Env = Record<string, string | undefined>;

const given = (env: Env, name: string) => (env[name] ?? '').trim() !== '';

export function tracingWanted(env: Env): boolean {
  if ((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true') return false;
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  // The SDK reads a first `none` as off.
  if (exporters.length) return exporters[0] !== 'none';
  return (
    given(env, 'OTEL_EXPORTER_OTLP_ENDPOINT') || given(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT')
  );
}

let sdk: { shutdown(): Promise<void> } | null = null;

/** Starts tracing when `env` asks for it; whether it did. */
export function startTracing(env: Env): boolean {
  if (sdk || !tracingWanted(env)) return false;
  // Required here, not imported: with tracing off, the SDK is never read from disk.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startSdk } = require('./tracing-sdk') as typeof import('./tracing-sdk');
  sdk = startSdk(env);
  return true;
}

/** Sends the spans not yet sent, then stops (at shutdown). */
export async function stopTracing(): Promise<void> {
  const running = sdk;
  sdk = null;
  await running?.shutdown();
}
