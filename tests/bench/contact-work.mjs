// The contact form's work, shared by bench:api's two yardsticks (reference-server.mjs,
// framework-floor-server.mjs) so both do exactly what the API does: the API's own captcha
// check, replay claim, mail composer and single prepared statement (captcha claim, contact, two
// outbox mails), from its build.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from './lib.mjs';

const require = createRequire(join(ROOT, 'api/package.json'));
const dist = (file) => require(join(ROOT, 'api/dist', file));
const { parseEnv } = dist('platform/config/env.js');
const { buildConfig } = dist('platform/config/app-config.js');
const { CaptchaService } = dist('platform/captcha/captcha.service.js');
const { CaptchaReplayRepository } = dist('platform/captcha/captcha-replay.repository.js');
const { combineStatements, preparedQuery } = dist('platform/database/sql-statement.js');
const { MailComposer } = dist('notifications/mail-composer.js');
const { OutboxService } = dist('notifications/outbox.service.js');
const { OutboxRepository } = dist('notifications/outbox.repository.js');
const { contactInsert } = dist('contacts/contacts.service.js');

export { require as apiRequire, dist };
export const { CONTACT_THANKS, CreateContactDto } = dist('contacts/dto/create-contact.dto.js');

const config = buildConfig(parseEnv(process.env));
const captcha = new CaptchaService(config, null);
const mails = new MailComposer(config);
// No database handle: only the statement builders are used (the pool below runs them).
const outbox = new OutboxService(null, new OutboxRepository(null), config, null);
export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.dbPoolSize });

/** The captcha solution checked as the API checks it; throws when it is not valid. */
export function verifyCaptcha(solution) {
  return captcha.verify(solution, 'Please complete the reCAPTCHA.');
}

/** The contact, its claim and its mails in one prepared statement, as the API stores them. */
export async function storeContact(body, claim) {
  const statement = combineStatements(
    [CaptchaReplayRepository.claimStatement(claim), contactInsert(body)],
    outbox.insertStatement(mails.contactReceived(body)),
  );
  await pool.query(preparedQuery(statement));
}
