import type { DestinationStream, LoggerOptions } from 'pino';
import type { AppConfig } from '../config/app-config';

/**
 * Where the lines go: stdout, written by a pino transport in a worker thread, so a request never
 * waits for the write (a pipe write cost more than building the line). In a terminal, one
 * readable line per entry ("12:01:02 INFO GET /api/sessions 200 (3 ms)"); else JSON lines.
 */
export function logOutput(
  config: AppConfig,
): { transport: LoggerOptions['transport'] } | { stream: DestinationStream } {
  if (config.logFormat === 'pretty')
    return {
      transport: {
        target: 'pino-pretty',
        options: {
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,req,res,responseTime,context,userId',
          messageFormat: '{if context}[{context}] {end}{msg}{if userId} (user {userId}){end}',
        },
      },
    };
  return { transport: { target: 'pino/file', options: { destination: 1 } } };
}
