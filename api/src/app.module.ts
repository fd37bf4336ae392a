import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from './auth/auth.module';
import { ENTITIES } from './entities';
import { LogModule } from './platform/http/log.module';
import { PlatformModule } from './platform/platform.module';
import { HttpErrorFilter } from './platform/errors/http-error.filter';
import { type AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseLogger } from './platform/database/database-error-log';
import { typeormOptions } from './platform/database/typeorm-options';
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
        LogModule,
        TypeOrmModule.forRoot({
          ...typeormOptions(
            config.databaseUrl,
            config.dbPoolSize,
            config.dbStatementTimeoutMs.request,
          ),
          // Failed statements by SQLSTATE and constraint: TypeORM's own loggers print the
          // statement and its parameters, i.e. what people typed.
          logger: new DatabaseLogger(),
          entities: ENTITIES,
          // Besides those: the entities the modules register (an inbox kind's).
          autoLoadEntities: true,
        }),
        PlatformModule,
        AuthModule,
        HealthModule,
        ...FEATURE_MODULES,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
    };
  }
}
