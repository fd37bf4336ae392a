import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { RegistrationsAdminController } from './registrations.admin.controller';
import { RegistrationsController } from './registrations.controller';
import { RegistrationsService } from './registrations.service';

@Module({
  imports: [SessionsModule],
  controllers: [RegistrationsController, RegistrationsAdminController],
  providers: [RegistrationsService],
})
export class RegistrationsModule {}
