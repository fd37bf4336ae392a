import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { AuthModule } from './auth/auth.module';
import { accessLogOptions } from './common/access-log';
import { CommonModule } from './common/common.module';
import { HttpErrorFilter } from './common/errors/http-error.filter';
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
        LoggerModule.forRoot({ pinoHttp: accessLogOptions(config) }),
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
