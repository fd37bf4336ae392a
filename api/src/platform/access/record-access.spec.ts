import { ForbiddenException } from '@nestjs/common';
import { Permission } from './permissions';
import type { Principal } from './principal';
import { requireOwnOr, requirePermission } from './record-access';

describe('who may act on a record', () => {
  const editor = {
    username: 'meera',
    permissions: [Permission.ContentEdit],
  } as unknown as Principal;

  it('refuses in the caller’s words a person without the permission', () => {
    expect(() => requirePermission(editor, Permission.ContentEdit, 'No.')).not.toThrow();
    expect(() => requirePermission(editor, Permission.ContentPublish, 'Only a publisher.')).toThrow(
      new ForbiddenException('Only a publisher.'),
    );
  });

  it('lets a person act on their own record, or on anyone’s when allowed to', () => {
    expect(() => requireOwnOr(editor, 'meera', false, 'Not yours.')).not.toThrow();
    expect(() => requireOwnOr(editor, 'asha', true, 'Not yours.')).not.toThrow();
    expect(() => requireOwnOr(editor, 'asha', false, 'Not yours.')).toThrow(
      new ForbiddenException('Not yours.'),
    );
    // A record that is nobody's to keep (null) is only for those allowed anyone's.
    expect(() => requireOwnOr(editor, null, false, 'Not yours.')).toThrow(ForbiddenException);
  });
});
