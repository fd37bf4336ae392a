import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** Figures for the admin panel's charts. */
@Module({ controllers: [DashboardController], providers: [DashboardService] })
export class DashboardModule {}
