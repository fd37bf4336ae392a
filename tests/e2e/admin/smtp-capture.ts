/**
 * The API tests' SMTP capture (api/test/helpers/smtp-capture.ts: a real SMTP server and its MIME
 * reader), for this ESM suite. That file is CommonJS TypeScript, whose named exports Node does
 * not find for an `import` (it reads the source before it is compiled): `require` gets them.
 */
import { createRequire } from 'node:module';

type SmtpCaptureModule = typeof import('../../../api/test/helpers/smtp-capture');
export type { CapturedMail } from '../../../api/test/helpers/smtp-capture';

export const { SmtpCapture } = createRequire(import.meta.url)(
  '../../../api/test/helpers/smtp-capture',
) as SmtpCaptureModule;
