import { Module } from '@nestjs/common';
import { PrivacyNoticeController } from './privacy-notice.controller';

/** GET /api/privacy-notice: the notice version and retention periods the site states. */
@Module({ controllers: [PrivacyNoticeController] })
export class PrivacyNoticeModule {}
