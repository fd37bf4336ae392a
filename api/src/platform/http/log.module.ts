import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AppLogger, apiLogger } from './access-log';

/** The API's logger (AppLogger), for Nest's own lines, the services' and the access lines. */
@Global()
@Module({
  providers: [
    {
      provide: AppLogger,
      useFactory: (config: AppConfig) => new AppLogger(apiLogger(config)),
      inject: [APP_CONFIG],
    },
  ],
  exports: [AppLogger],
})
export class LogModule {}
