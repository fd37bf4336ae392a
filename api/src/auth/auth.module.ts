import { Module } from '@nestjs/common';
import { CommonModule } from '../common/common.module';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AuthController } from './auth.controller';
import { GlobalAuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { UsersService } from './users.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AdminBootstrap } from './admin-bootstrap';

@Module({
  imports: [
    CommonModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwt.secret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    UsersService,
    AdminBootstrap,
    { provide: APP_GUARD, useClass: GlobalAuthGuard },
  ],
  exports: [AuthService, UsersService],
})
export class AuthModule {}
