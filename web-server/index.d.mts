import type { Express } from 'express';

export function trustedProxies(value: string | undefined): string[];
export function pageCacheMs(value: string | undefined): number;
export interface ServerOptions {
  clientDir?: string;
  serverEntry?: string;
  adminShellDir?: string;
  adminRemotesDir?: string;
  apiUrl?: string;
  trustedProxies?: string[];
  recaptcha?: boolean;
  dev?: boolean;
  pageCacheMs?: number;
  render?: (
    url: string,
    headers: Record<string, string>,
  ) => Promise<{ statusCode: number; headers: [string, string][]; body: string } | null>;
  /** Where the access lines go (default stdout). */
  log?: (line: string) => void;
}
export function createServer(options?: ServerOptions): Promise<Express>;
export function start(): Promise<import('node:http').Server>;
