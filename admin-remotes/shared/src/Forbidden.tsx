/** A tab's view when the API answers 403 (the role may not use this area): the user stays logged in. */
import { Alert } from 'antd';
import { FORBIDDEN_MESSAGE } from './api';

export function Forbidden() {
  return <Alert type="warning" showIcon title={FORBIDDEN_MESSAGE} data-testid="forbidden" />;
}
