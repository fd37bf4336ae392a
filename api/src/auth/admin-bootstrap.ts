import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { UsersService } from './users.service';

/**
 * Creates the demo admin once: on the embedded database always, on a configured one
 * only when ADMIN_PASSWORD is set. Prints the credentials once and keeps them in
 * <DATA_DIR>/admin-credentials.txt (embedded mode). Either password has been seen by others
 * (a deployment's settings, a terminal, a file), so the admin chooses their own at first sign-in.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { username, password } = this.config.admin;
    if (!this.config.embedded && !password) return;
    if (await this.users.findByUsername(username)) return;
    const pw = password ?? randomBytes(12).toString('base64url');
    try {
      await this.users.create(username, pw, 'admin', { mustChangePassword: true });
    } catch {
      return; // another replica created it first
    }
    if (this.config.embedded) {
      mkdirSync(this.config.dataDir, { recursive: true });
      const file = join(this.config.dataDir, 'admin-credentials.txt');
      writeFileSync(file, `username: ${username}\npassword: ${pw}\n`, { mode: 0o600 });
      const twoFactor = this.config.login.twoFactorRequiredRoles.includes('admin')
        ? '    At first login you choose your own password and set up two-factor sign-in.\n'
        : '    At first login you choose your own password.\n';
      // Printed once, on the console only (never through the structured logger); `npm start`
      // shows the file's content in its own summary instead.
      if (this.config.admin.printCredentials)
        process.stdout.write(
          `\n  Demo admin created.\n    username: ${username}\n    password: ${pw}\n    (also in ${file})\n${twoFactor}\n`,
        );
      else this.logger.log(`demo admin "${username}" created; its password is in ${file}`);
    } else {
      this.logger.log(`admin user "${username}" created from ADMIN_PASSWORD`);
    }
  }
}
