/** A tab's view when the API answers 403 (DECISIONS.md): the session is kept. */
import { Alert } from 'antd';
import { FORBIDDEN_MESSAGE } from './api';

export function Forbidden() {
  return <Alert type="warning" showIcon title={FORBIDDEN_MESSAGE} data-testid="forbidden" />;
}
