import { Injectable } from '@nestjs/common';
import type { Principal } from '../platform/access/principal';
import { INBOX_KINDS, type InboxKind, type InboxKindName } from './inbox-kind';
import { holds } from '../platform/access/record-access';

/**
 * The kinds of record the running application has (each kind's module registers its own through
 * InboxModule.forKind), for what spans the tabs: the New counts and the saved views.
 */
@Injectable()
export class InboxKinds {
  private readonly kinds = new Map<InboxKindName, InboxKind>();

  register(kind: InboxKind): InboxKind {
    this.kinds.set(kind.kind, kind);
    return kind;
  }

  /** The kind of a tab; undefined when no module registered it. */
  get(name: InboxKindName): InboxKind | undefined {
    return this.kinds.get(name);
  }

  /** The kinds the caller may read, in the order of the tabs. */
  readableBy(p: Principal): InboxKind[] {
    return INBOX_KINDS.map((k) => this.kinds.get(k)).filter(
      (k): k is InboxKind => !!k && holds(p, k.permissions.read),
    );
  }
}
