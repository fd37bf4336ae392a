import { privacyCases } from '../../test/helpers/privacy';
import { useS3TestApp } from '../../test/helpers/s3-test-app';

// The same cases as privacy.e2e-spec.ts, with uploads in an S3-compatible bucket (s3rver): the
// export reads the resume and the erasure deletes it through the S3 protocol.
describe('privacy requests desk (S3-compatible bucket)', () => {
  privacyCases(useS3TestApp('privacy'));
});
