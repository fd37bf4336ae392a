// The framework floor of `npm run bench:api`: the contact form on the API's own framework and
// nothing else. NestJS on Express, the API's validation pipe with the form's DTO, and the same
// single prepared statement (captcha claim, contact, two outbox mails) as the API and the
// reference server. No security headers, access log, request id, rate limit or guard: what the
// API spends above this floor is what those cost; what this floor spends above the reference
// (node:http + pg) is what the framework costs.
// Plain JavaScript, so Nest's decorators are applied by hand (the order TypeScript applies them).
import 'reflect-metadata';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from './lib.mjs';

const require = createRequire(join(ROOT, 'api/package.json'));
const { Body, Controller, Get, HttpCode, Module, Post } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const dist = (file) => require(join(ROOT, 'api/dist', file));
const { parseEnv } = dist('platform/config/env.js');
const { buildConfig } = dist('platform/config/app-config.js');
const { CaptchaService } = dist('platform/captcha/captcha.service.js');
const { CaptchaReplayStore } = dist('platform/captcha/captcha-replay.store.js');
const { combineStatements, preparedQuery } = dist('platform/database/sql-statement.js');
const { createValidationPipe } = dist('platform/http/validation.js');
const { MailComposer } = dist('notifications/mail-composer.js');
const { OutboxService } = dist('notifications/outbox.service.js');
const { contactInsert } = dist('contacts/contacts.service.js');
const { CONTACT_THANKS, CreateContactDto } = dist('contacts/dto/create-contact.dto.js');

const config = buildConfig(parseEnv(process.env));
const captcha = new CaptchaService(config, null);
const mails = new MailComposer(config);
const outbox = new OutboxService(null, config, null);
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.dbPoolSize });

class ContactsController {
  async create(dto) {
    const claim = await captcha.verify(dto.captcha, 'Please complete the reCAPTCHA.');
    const statement = combineStatements(
      [CaptchaReplayStore.claimStatement(claim), contactInsert(dto)],
      outbox.insertStatement(mails.contactReceived(dto)),
    );
    await pool.query(preparedQuery(statement));
    return { status: 'success', message: CONTACT_THANKS };
  }

  health() {
    return { status: 'ok' };
  }
}
const method = (name) => Object.getOwnPropertyDescriptor(ContactsController.prototype, name);
Reflect.defineMetadata(
  'design:paramtypes',
  [CreateContactDto],
  ContactsController.prototype,
  'create',
);
Body()(ContactsController.prototype, 'create', 0);
HttpCode(201)(ContactsController.prototype, 'create', method('create'));
Post('contacts')(ContactsController.prototype, 'create', method('create'));
Get('health')(ContactsController.prototype, 'health', method('health'));
Controller()(ContactsController);
class FloorModule {}
Module({ controllers: [ContactsController] })(FloorModule);

const app = await NestFactory.create(FloorModule, { logger: false });
app.set('etag', false);
app.setGlobalPrefix('api', { exclude: ['health'] });
app.useGlobalPipes(createValidationPipe());
await app.listen(Number(process.env.REFERENCE_PORT ?? 3914), '127.0.0.1');
console.log('framework floor server ready');
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
