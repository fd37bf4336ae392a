import { privacyPolicy } from '../../content/legal';
import { loadRetentionPeriods } from '../../lib/serverApi';

export async function data() {
  return { doc: privacyPolicy(await loadRetentionPeriods()) };
}
