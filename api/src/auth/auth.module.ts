import { Module } from '@nestjs/common';
import { PlatformModule } from '../platform/platform.module';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AuthController } from './auth.controller';
import { GlobalAuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { UsersService } from './users.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { AdminBootstrap } from './admin-bootstrap';
import { AuditModule } from '../audit/audit.module';
import { IntegrationsModule } from '../integrations/integrations.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { RevokedTokensRepository } from './revoked-tokens.repository';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { jwtKeyProvider } from './jwt-keys';
import { LoginThrottle } from './login-throttle';
import { StaffAccountsService } from './staff-accounts.service';
import { StaffSessions } from './staff-sessions';
import { StaffSessionsRepository } from './staff-sessions.repository';
import { TwoFactorReseal } from './two-factor-reseal';
import { StepUp } from './step-up';
import { StepUpGuard } from './step-up.guard';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';
import { UsersAdminController } from './users.admin.controller';
import { UsersRepository } from './users.repository';

@Module({
  imports: [
    PlatformModule,
    AuditModule,
    IntegrationsModule,
    NotificationsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secretOrKeyProvider: jwtKeyProvider(config.keys.jwt),
        signOptions: { algorithm: 'HS256', keyid: config.keys.jwt.current.id },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, AccountController, UsersAdminController, PasswordResetController],
  providers: [
    AuthService,
    UsersService,
    UsersRepository,
    TwoFactorRepository,
    StaffSessionsRepository,
    PasswordResetTokensRepository,
    RevokedTokensRepository,
    LoginThrottle,
    StaffSessions,
    StepUp,
    PasswordResetService,
    TwoFactorService,
    TwoFactorReseal,
    AccountService,
    StaffAccountsService,
    AdminBootstrap,
    // Global guards run in the order they are provided: the step-up after the caller is known.
    { provide: APP_GUARD, useClass: GlobalAuthGuard },
    { provide: APP_GUARD, useClass: StepUpGuard },
  ],
  exports: [AuthService, UsersService],
})
export class AuthModule {}
