import { retentionCases } from '../../test/helpers/retention';
import { useS3TestApp } from '../../test/helpers/s3-test-app';

// The same cases as retention.e2e-spec.ts, with uploads in an S3-compatible bucket (s3rver):
// listing (ListObjectsV2, LastModified) and deleting go through the S3 protocol.
describe('personal-data retention (S3-compatible bucket)', () => {
  retentionCases(useS3TestApp('retention'));
});
