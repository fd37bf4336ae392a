// The framework floor of `npm run bench:api`: the contact form on the API's own framework and
// nothing else. NestJS on Express, the API's validation pipe with the form's DTO, and the same
// single prepared statement (captcha claim, contact, two outbox mails) as the API and the
// reference server. No security headers, access log, request id, rate limit or guard: what the
// API spends above this floor is what those cost; what this floor spends above the reference
// (node:http + pg) is what the framework costs.
// Plain JavaScript, so Nest's decorators are applied by hand (the order TypeScript applies them).
import 'reflect-metadata';
import {
  apiRequire,
  CONTACT_THANKS,
  CreateContactDto,
  dist,
  pool,
  storeContact,
  verifyCaptcha,
} from './contact-work.mjs';

const { Body, Controller, Get, HttpCode, Module, Post } = apiRequire('@nestjs/common');
const { NestFactory } = apiRequire('@nestjs/core');
const { createValidationPipe } = dist('platform/http/validation.js');

class ContactsController {
  async create(dto) {
    await storeContact(dto, await verifyCaptcha(dto.captcha));
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
await app.listen(Number(process.env.YARDSTICK_PORT ?? 3913), '127.0.0.1');
console.log('framework floor server ready');
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
