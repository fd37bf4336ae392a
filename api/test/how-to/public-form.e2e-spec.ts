// docs/how-to/public-form.md, followed on the API's side: a call-back request form, declared as
// a new public form is, then submitted as a visitor would and as an attacker would. (Its staff
// side is an inbox kind: docs/how-to/inbox-kind.md, followed by
// api/src/inbox/inbox-kind-declared-once.e2e-spec.ts.)
import { Body, Controller, Inject, Injectable, Module } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import request from 'supertest';
import { solveCaptcha } from '../helpers/captcha';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buildOpenApiDocument } from '../../src/app.factory';
import { FEATURE_MODULES } from '../../src/feature-modules';
import { CaptchaService } from '../../src/platform/captcha/captcha.service';
import { captchaMessage } from '../../src/platform/captcha/captcha-words';
import { CaptchaField, PersonName, PhoneField } from '../../src/platform/fields/form-fields';
import { PublicFormRoute } from '../../src/platform/fields/public-form-route';
import { PlatformModule } from '../../src/platform/platform.module';
import {
  CURRENT_PRIVACY_NOTICE,
  NoticeVersionField,
  type PrivacyNoticeVersion,
} from '../../src/privacy-notice/privacy-notice';
import { type RecordField, receivedField, STATUS_FIELD } from '../../src/submissions/record-fields';
import { SubmissionWriter } from '../../src/submissions/submission-writer';
import { submissionInsert } from '../../src/submissions/submissions.repository';
import { SubmissionsModule } from '../../src/submissions/submissions.module';

/** Step 1: the migration's table (here run by the test). */
const MIGRATION = `CREATE TABLE callbacks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name varchar(100) NOT NULL,
  phone varchar(10) NOT NULL,
  status varchar(16) NOT NULL DEFAULT 'new',
  privacy_notice varchar(32) NOT NULL,
  consented_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now())`;

/** Step 2: its fields, in the order of its CSV (the inbox kind reads them too). */
const CALLBACK_FIELDS: readonly RecordField[] = [
  { column: 'id', csv: 'ID', archive: true },
  { column: 'name', csv: 'Name', archive: true, submitted: true },
  { column: 'phone', csv: 'Phone', archive: true, submitted: true },
  receivedField('Date Submitted'),
  STATUS_FIELD,
];

/** Step 3: the form's body, each field by its shared rule, in the form's order; captcha last. */
class CreateCallbackDto {
  @PersonName() name: string;
  @PhoneField() phone: string;
  @NoticeVersionField() privacyNotice: PrivacyNoticeVersion;
  @CaptchaField() captcha: string;
}
class CallbackThanks {
  @ApiProperty({ example: 'success' }) status: 'success';
  @ApiProperty() message: string;
}
const THANKS = 'Thank you. We will call you back within a working day.';

/** Step 4: the service: the captcha used up, the row and its mails written together. */
@Injectable()
class CallbacksService {
  constructor(
    @Inject(CaptchaService) private readonly captcha: CaptchaService,
    @Inject(SubmissionWriter) private readonly submissions: SubmissionWriter,
  ) {}

  async submit(dto: CreateCallbackDto): Promise<void> {
    await this.submissions.submit({
      captcha: await this.captcha.verify(dto.captcha, captchaMessage('short')),
      insert: submissionInsert('callbacks', CALLBACK_FIELDS, dto),
      mails: [],
    });
  }
}

/** Step 5: the controller: one public form route. */
@ApiTags('callbacks')
@Controller('callbacks')
class CallbacksController {
  constructor(@Inject(CallbacksService) private readonly callbacks: CallbacksService) {}

  @PublicFormRoute({
    form: 'callbacks',
    summary: 'Call-back request (captcha verified on the server)',
    created: CallbackThanks,
    badRequest: 'Invalid field, or the captcha’s message',
  })
  async create(@Body() dto: CreateCallbackDto): Promise<CallbackThanks> {
    await this.callbacks.submit(dto);
    return { status: 'success', message: THANKS };
  }
}

/** Step 6: its module, and its line in feature-modules.ts. */
@Module({
  imports: [PlatformModule, SubmissionsModule],
  controllers: [CallbacksController],
  providers: [CallbacksService],
})
class CallbacksModule {}
FEATURE_MODULES.push(CallbacksModule);

describe('a public form declared as docs/how-to/public-form.md says', () => {
  let t: TestApp;
  const rows = async () =>
    (await t.db.query(`SELECT name, phone, privacy_notice FROM callbacks ORDER BY id`)) as {
      name: string;
      phone: string;
    }[];
  const valid = { name: ' Asha Rao ', phone: '9876543210', privacyNotice: CURRENT_PRIVACY_NOTICE };
  const post = (body: object) => request(t.http).post('/api/callbacks').send(body);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '6' });
    await t.db.query(MIGRATION);
  });
  afterAll(() => t?.close());

  it('stores a valid request with its consent, and says so', async () => {
    const res = await post({ ...valid, captcha: await solveCaptcha(t) }).expect(201);
    expect(res.body).toEqual({ status: 'success', message: THANKS });
    expect(await rows()).toEqual([
      { name: 'Asha Rao', phone: '9876543210', privacy_notice: CURRENT_PRIVACY_NOTICE },
    ]);
  });

  it('refuses bad input and a used captcha in words, and stores nothing of it', async () => {
    const before = (await rows()).length;
    const badPhone = await post({ ...valid, phone: '12', captcha: await solveCaptcha(t) });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toBe('Invalid phone number. It should be 10 digits.');
    const noCaptcha = await post(valid);
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.message).toBe(captchaMessage('short'));
    const captcha = await solveCaptcha(t);
    await post({ ...valid, captcha }).expect(201);
    const replayed = await post({ ...valid, captcha });
    expect(replayed.status).toBe(400);
    expect(await rows()).toHaveLength(before + 1);
  });

  it('has the form’s rate limit, and its place in the API document', async () => {
    // Six a minute from one address here: five were sent above, refused ones too.
    expect((await post(valid)).status).toBe(400);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    const operation = buildOpenApiDocument(t.app).paths['/api/callbacks']?.post;
    expect(operation?.summary).toBe('Call-back request (captcha verified on the server)');
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '429']),
    );
  });
});
