import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';
import { MetricsRepository } from './metrics.repository';
import { MetricsServer } from './metrics-server';

/** The metrics and their listener; global, so the features that count something inject Metrics. */
@Global()
@Module({
  providers: [Metrics, MetricsRepository, MetricsServer],
  exports: [Metrics],
})
export class MetricsModule {}
