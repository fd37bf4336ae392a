import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { USERNAME_PATTERN, USERNAME_RULE } from '../platform/fields/rules';
import {
  FIRST_CREDENTIALS_FILE,
  forgetFirstCredentials,
  readFirstCredentials,
  writeFirstCredentials,
} from './first-admin-credentials';
import { verifyPassword } from './passwords';
import { UsersService } from './users.service';

/**
 * Creates the demo admin once: on the embedded database always, on a configured one
 * only when ADMIN_PASSWORD is set. Prints the credentials once and keeps them in
 * <DATA_DIR>/admin-credentials.txt (embedded mode) until the password is replaced. Either
 * password has been seen by others (a deployment's settings, a terminal, a file), so the admin
 * chooses their own at first sign-in.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.forgetReplacedPassword();
    const { username, password } = this.config.admin;
    if (!this.config.embedded && !password) return;
    if (await this.users.findByUsername(username)) return;
    // Held to the usernames' rule when the account is made; one made earlier keeps its name.
    if (!USERNAME_PATTERN.test(username)) throw new Error(`ADMIN_USERNAME: ${USERNAME_RULE}`);
    const pw = password ?? randomBytes(12).toString('base64url');
    try {
      await this.users.create(username, pw, 'admin', { mustChangePassword: true });
    } catch {
      return; // another replica created it first
    }
    if (this.config.embedded) {
      const file = writeFirstCredentials(this.config.dataDir, { username, password: pw });
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

  /**
   * A credentials file whose password no longer signs its user in is deleted at start: one
   * left by a release that kept it after the password was replaced, or of a deleted user.
   */
  private async forgetReplacedPassword(): Promise<void> {
    const saved = readFirstCredentials(this.config.dataDir);
    if (!saved) return;
    const user = await this.users.findByUsername(saved.username, true);
    if (user && (await verifyPassword(user.passwordHash, saved.password))) return;
    if (forgetFirstCredentials(this.config.dataDir, saved.username))
      this.logger.log(`deleted ${FIRST_CREDENTIALS_FILE}: its password no longer signs in`);
  }
}
