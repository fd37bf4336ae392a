import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Metrics } from './metrics';

/**
 * `GET /metrics` on a listener of its own (METRICS_PORT on API_HOST), never on the API's port:
 * the edge proxies only that one, so the metrics cannot be reached from outside. A port already
 * taken leaves the API serving without metrics (a warning says so): the metrics never stop the
 * API, and a scraper sees the target down.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Metrics) private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { metricsPort: port, host } = this.config;
    if (port === 0) return;
    const server = createServer((req, res) => void this.answer(req, res));
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
    } catch (e) {
      this.logger.warn(
        `metrics not served: ${host}:${port} could not be opened (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); set METRICS_PORT to a free port, or 0`,
      );
      return;
    }
    this.server = server;
    this.logger.log(`metrics on http://${host}:${port}/metrics`);
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') return plain(res, 404, 'Not found: the metrics are at /metrics.');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return plain(res, 405, 'Only GET reads the metrics.');
    }
    let body: string;
    try {
      body = await this.metrics.scrape();
    } catch (e) {
      this.logger.error(`metrics could not be gathered: ${(e as Error).message}`);
      return plain(res, 500, 'The metrics could not be gathered.');
    }
    res.writeHead(200, { 'Content-Type': this.metrics.contentType, 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise((resolve) => server.close(resolve));
    // A scraper keeps its connection alive between scrapes: nothing is in flight to wait for.
    server.closeAllConnections();
    await closed;
  }
}

function plain(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`${message}\n`);
}
