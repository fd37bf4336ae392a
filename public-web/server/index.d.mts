import type { Express } from 'express';

export const PUBLIC_CSP: string;
export function findPrerenderedPages(clientDir: string): Map<string, string>;
export interface ServerOptions {
  clientDir?: string;
  serverEntry?: string;
  adminShellDir?: string;
  adminRemotesDir?: string;
  apiUrl?: string;
  dev?: boolean;
  render?: (
    url: string,
    headers: Record<string, string>,
  ) => Promise<{ statusCode: number; headers: [string, string][]; body: string } | null>;
}
export function createServer(options?: ServerOptions): Promise<Express>;
export function start(): Promise<import('node:http').Server>;
