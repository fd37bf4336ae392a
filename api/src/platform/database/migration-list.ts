/**
 * The migrations, named one by one rather than found by a file pattern: TypeORM then loads no
 * file by path itself, so the API, its CLIs and its tests run the classes their own imports
 * loaded. A new migration goes last; migration-list.spec.ts holds the list to the files.
 */
import { AuthAndCore1763700000000 } from './migrations/1763700000000-AuthAndCore';
import { AuditAndSeeds1763700000100 } from './migrations/1763700000100-AuditAndSeeds';
import { Contacts1763700001000 } from './migrations/1763700001000-Contacts';
import { Subscribers1763700001100 } from './migrations/1763700001100-Subscribers';
import { Sessions1763700001200 } from './migrations/1763700001200-Sessions';
import { Registrations1763700001300 } from './migrations/1763700001300-Registrations';
import { Jobs1763700002000 } from './migrations/1763700002000-Jobs';
import { Applications1763700002100 } from './migrations/1763700002100-Applications';
import { AuditSearch1763700002200 } from './migrations/1763700002200-AuditSearch';
import { Outbox1763700003000 } from './migrations/1763700003000-Outbox';
import { StaffAccounts1763700004000 } from './migrations/1763700004000-StaffAccounts';
import { AuditFilters1763700004100 } from './migrations/1763700004100-AuditFilters';
import { NewsletterDoubleOptIn1763700005000 } from './migrations/1763700005000-NewsletterDoubleOptIn';
import { PrivacyNotice1763700005200 } from './migrations/1763700005200-PrivacyNotice';
import { Inbox1763700006000 } from './migrations/1763700006000-Inbox';
import { RecoveryCodesArgon2id1763700007000 } from './migrations/1763700007000-RecoveryCodesArgon2id';
import { StaffAccountRecovery1763700007100 } from './migrations/1763700007100-StaffAccountRecovery';
import { TemporaryPasswordsExpire1763700007110 } from './migrations/1763700007110-TemporaryPasswordsExpire';
import { Newsletters1763700008000 } from './migrations/1763700008000-Newsletters';
import { Content1763700009000 } from './migrations/1763700009000-Content';
import { SessionDetails1763700010000 } from './migrations/1763700010000-SessionDetails';
import { SentResetMailBodiesRemoved1764400000300 } from './migrations/1764400000300-SentResetMailBodiesRemoved';
import { ContentFormerSlugs1764500000000 } from './migrations/1764500000000-ContentFormerSlugs';
import { ContentReview1764600000000 } from './migrations/1764600000000-ContentReview';
import { NewsletterRichText1764600000100 } from './migrations/1764600000100-NewsletterRichText';
import { ContentSearch1764600000200 } from './migrations/1764600000200-ContentSearch';
import { ContentProposals1764600000300 } from './migrations/1764600000300-ContentProposals';
import { MediaLibrary1764600000400 } from './migrations/1764600000400-MediaLibrary';
import { AuditEventsAsData1764600000500 } from './migrations/1764600000500-AuditEventsAsData';
import { SharedFieldNames1764600000600 } from './migrations/1764600000600-SharedFieldNames';
import { IntegrationTokens1764700000000 } from './migrations/1764700000000-IntegrationTokens';
import { Webhooks1764800000000 } from './migrations/1764800000000-Webhooks';
import { SubscriberLanguage1764900000000 } from './migrations/1764900000000-SubscriberLanguage';
import { ContentTranslations1765000000000 } from './migrations/1765000000000-ContentTranslations';
import { NewsletterTranslations1765000000200 } from './migrations/1765000000200-NewsletterTranslations';

/** In the order they run: their names' timestamps. */
export const MIGRATIONS = [
  AuthAndCore1763700000000,
  AuditAndSeeds1763700000100,
  Contacts1763700001000,
  Subscribers1763700001100,
  Sessions1763700001200,
  Registrations1763700001300,
  Jobs1763700002000,
  Applications1763700002100,
  AuditSearch1763700002200,
  Outbox1763700003000,
  StaffAccounts1763700004000,
  AuditFilters1763700004100,
  NewsletterDoubleOptIn1763700005000,
  PrivacyNotice1763700005200,
  Inbox1763700006000,
  RecoveryCodesArgon2id1763700007000,
  StaffAccountRecovery1763700007100,
  TemporaryPasswordsExpire1763700007110,
  Newsletters1763700008000,
  Content1763700009000,
  SessionDetails1763700010000,
  SentResetMailBodiesRemoved1764400000300,
  ContentFormerSlugs1764500000000,
  ContentReview1764600000000,
  NewsletterRichText1764600000100,
  ContentSearch1764600000200,
  ContentProposals1764600000300,
  MediaLibrary1764600000400,
  AuditEventsAsData1764600000500,
  SharedFieldNames1764600000600,
  IntegrationTokens1764700000000,
  Webhooks1764800000000,
  SubscriberLanguage1764900000000,
  ContentTranslations1765000000000,
  NewsletterTranslations1765000000200,
];
