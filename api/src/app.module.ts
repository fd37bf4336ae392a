import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { LoggerModule } from 'nestjs-pino';
import { AuthModule } from './auth/auth.module';
import { CommonModule } from './common/common.module';
import { HttpErrorFilter } from './common/errors/http-error.filter';
import { loggedUrl } from './common/logged-url';
import { type AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { typeormOptions } from './database/typeorm-options';
import { HealthModule } from './health/health.module';
import { FEATURE_MODULES } from './feature-modules';

@Module({})
export class AppModule {
  /** The whole API for one configuration (the tests build one per test file). */
  static register(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // In a terminal: "12:01:02 INFO GET /api/sessions 200 (3 ms)"; pino-pretty runs in
            // a worker thread, so formatting never delays a response.
            ...(config.logFormat === 'pretty' && {
              transport: {
                target: 'pino-pretty',
                options: {
                  singleLine: true,
                  translateTime: 'SYS:HH:MM:ss',
                  ignore: 'pid,hostname,req,res,responseTime,context',
                  messageFormat: '{if context}[{context}] {end}{msg}',
                },
              },
            }),
            customSuccessMessage: (req, res, responseTime) =>
              `${req.method} ${loggedUrl(req.url)} ${res.statusCode} (${Math.round(responseTime)} ms)`,
            customErrorMessage: (req, res, err) =>
              `${req.method} ${loggedUrl(req.url)} ${res.statusCode}: ${err.message}`,
            genReqId: (req, res) => {
              const incoming = req.headers['x-request-id'];
              const id =
                typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
                  ? incoming
                  : randomUUID();
              res.setHeader('X-Request-Id', id);
              return id;
            },
            // Never log secrets: credentials, tokens, captcha solutions, cookies.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
                'req.body.password',
                'req.body.captcha',
                'req.body.token',
              ],
              censor: '[redacted]',
            },
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({
                id: req.id,
                method: req.method,
                url: loggedUrl(req.url),
              }),
            },
            // Access lines are info-level: when the level hides them, skip building them at all.
            autoLogging: ['info', 'debug', 'trace'].includes(config.logLevel)
              ? { ignore: (req) => (req.url ?? '').startsWith('/api/health') }
              : false,
          },
        }),
        TypeOrmModule.forRoot({
          ...typeormOptions(
            config.databaseUrl,
            config.dbPoolSize,
            config.dbStatementTimeoutMs.request,
          ),
          logging: ['error'],
        }),
        CommonModule,
        AuthModule,
        HealthModule,
        ...FEATURE_MODULES,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
    };
  }
}
