import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Metrics } from './metrics';

/**
 * The template of the route that answered (`/api/admin/contacts/:id`), never the path itself,
 * which holds ids and tokens; "unmatched" when no route did (an unknown path, a body refused
 * before routing).
 */
function routeTemplate(req: Request): string {
  const route: { path?: unknown; methods?: { _all?: boolean } } | undefined = req.route;
  // Middleware a module mounts with Nest's consumer becomes a route of every method, which
  // matches any path; a route of the API names its methods.
  if (typeof route?.path !== 'string' || route.methods?._all) return 'unmatched';
  return `${req.baseUrl}${route.path}`;
}

/** Counts and times every request of the API (first of the app's middleware, so it sees all). */
export function requestMetrics(metrics: Metrics): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      metrics.requestAnswered(req.method, routeTemplate(req), res.statusCode, seconds);
    });
    next();
  };
}
