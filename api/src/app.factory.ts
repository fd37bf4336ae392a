import { type INestApplication, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { describeContentKinds } from './content/content-kind-schemas';
import { describeRequiredPermissions } from './platform/access/require-permission.decorator';
import { describeStepUp } from './platform/access/requires-step-up.decorator';
import { ErrorCode } from './platform/errors/error-code';
import { clientCode, clientMessage, errorBody } from './platform/errors/http-error.filter';
import { AppLogger, accessLog } from './platform/http/access-log';
import { createValidationPipe } from './platform/http/validation';
import type { AppConfig } from './platform/config/app-config';
import { runMigrations } from './platform/database/migrate';
import { privateDirectory } from './platform/config/private-directory';
import { Metrics } from './platform/metrics/metrics';
import { requestMetrics } from './platform/metrics/request-metrics';

const JSON_LIMIT = '100kb';
const MAX_JSON_DEPTH = 16;

/** Iterative depth check (no recursion, so a 10,000-deep body cannot overflow the stack). */
function depthExceeds(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (d > max) return true;
    for (const child of Object.values(v as object)) {
      if (child && typeof child === 'object') stack.push([child, d + 1]);
    }
  }
  return false;
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const doc = new DocumentBuilder()
    .setTitle('Kavach Genomics API')
    .setDescription(
      'Public forms (contacts, newsletter, sessions, registrations, jobs, applications) and the staff panel. ' +
        'Errors always have the shape {statusCode, error, code, message, details?, detailCodes?}; ' +
        '`code` (the ErrorCode enum) is what a client chooses its words by. Staff operations ' +
        'name the permission they need in `x-permission`; those that act on personal data or on ' +
        'access say `x-step-up` (a recent sign-in or POST /api/account/step-up, else 403 STEP_UP_REQUIRED).',
    )
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  return describeContentKinds(
    describeStepUp(
      describeRequiredPermissions(
        SwaggerModule.createDocument(app, doc, {
          operationIdFactory: (controllerKey, methodKey) =>
            `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
        }),
      ),
    ),
  );
}

/**
 * Express's `trust proxy` from TRUST_PROXY: a number of hops ("1": the edge in front), true /
 * false, or addresses and names such as loopback or uniquelocal.
 */
function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Nest's start-up chatter (a line per module and per route, ~150 lines) is debug, not info:
 * LOG_LEVEL=debug still shows it; everything else passes through unchanged.
 */
const FRAMEWORK_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

class FrameworkQuietLogger implements LoggerService {
  constructor(private readonly inner: AppLogger) {}
  log(message: unknown, ...rest: unknown[]): void {
    if (FRAMEWORK_CONTEXTS.has(rest[rest.length - 1] as string)) this.inner.debug(message, ...rest);
    else this.inner.log(message, ...rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.inner.error(message, ...rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.inner.warn(message, ...rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.inner.debug(message, ...rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.inner.verbose(message, ...rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.inner.fatal(message, ...rest);
  }
}

/**
 * Everything around the module graph: body limits, headers, pipes, and the docs when the
 * configuration serves them (API_DOCS). Shared by main and tests.
 */
function configureApp(app: NestExpressApplication, config: AppConfig): void {
  const logger = app.get(AppLogger);
  app.useLogger(new FrameworkQuietLogger(logger));
  // First, so every request is counted and logged, those refused before routing too.
  app.use(requestMetrics(app.get(Metrics)));
  app.use(accessLog(logger.pino, config));
  app.set('trust proxy', trustProxySetting(config.trustProxy));
  app.disable('x-powered-by');
  // Express hashes every response body for an ETag: work on each form POST for a header no
  // client of this API revalidates with (lists change per query, files are streamed).
  app.set('etag', false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  );
  app.use(express.json({ limit: JSON_LIMIT, strict: true }));
  app.use(express.urlencoded({ extended: false, limit: JSON_LIMIT }));
  // No form nests objects: refuse deep JSON before validation recurses into it.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.body && typeof req.body === 'object' && depthExceeds(req.body, MAX_JSON_DEPTH)) {
      res
        .status(400)
        .json(
          errorBody(
            400,
            `The request body is nested too deeply (${MAX_JSON_DEPTH} levels at most).`,
            { code: ErrorCode.MalformedBody },
          ),
        );
      return;
    }
    next();
  });
  // Errors of the body parsers happen before Nest's router: answer them in the same JSON shape.
  app.use(
    (
      err: { status?: number; statusCode?: number; type?: string; message?: string },
      _req: Request,
      res: Response,
      next: NextFunction,
    ) => {
      if (!err) return next();
      const status = err.status ?? err.statusCode ?? 400;
      const code = status >= 400 && status < 500 ? status : 400;
      res.status(code).json(errorBody(code, clientMessage(err), { code: clientCode(err) }));
    },
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  if (config.apiDocs) {
    const document = buildOpenApiDocument(app);
    SwaggerModule.setup('api/docs', app, document, {
      jsonDocumentUrl: 'api/openapi.json',
      customSiteTitle: 'Kavach Genomics API',
    });
  }
}

export async function createNestApp(config: AppConfig): Promise<NestExpressApplication> {
  // Secrets, mails waiting to go and uploaded résumés live here: no other user of the machine
  // may list or read them.
  privateDirectory(config.dataDir);
  if (!config.s3) privateDirectory(config.uploadDir);
  await runMigrations(config.databaseUrl);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    bodyParser: false,
    bufferLogs: true,
  });
  configureApp(app, config);
  return app;
}
