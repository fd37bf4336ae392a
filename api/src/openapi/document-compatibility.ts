// Whether the API document may replace the last released one without breaking the clients built
// on it (the generated @kavach/api-client and integrators' own). The changes are classified by
// api-smart-diff: a removed route, field or enum value and a new required field are breaking.
// A new value of an enum in an answer (a permission, an audit action) is not: clients accept
// values they do not know yet (docs/api-changelog.md), or no permission could ever be added.
import { apiCompare, type Diff } from 'api-smart-diff';

/** What a document is compared by: its version and everything it describes. */
type OpenApiDocument = { info: { version: string } } & Record<string, unknown>;

export interface Compatibility {
  /** The breaking changes, each in words ("[Removed] operation POST /api/contacts"). */
  breaking: string[];
  /** Whether the current document may be released: no breaking change, or a new major version. */
  releasable: boolean;
  /** Why not, in words a person can act on; absent when it may. */
  refusal?: string;
}

/**
 * A change in words, with the operation it is in ("GET /api/admin/contacts: [Removed] property
 * `email` …"); undefined for a change inside `components`, which shows through the operations
 * that use it.
 */
function inWords(d: Diff): string | undefined {
  const [root, route, method] = d.path.map(String);
  if (root === 'components') return undefined;
  const what = d.description || d.path.join('/');
  if (root !== 'paths' || !method) return what;
  const operation = `${method.toUpperCase()} ${route}`;
  return what.includes(operation) ? what : `${operation}: ${what}`;
}

/** A value added to an enum of an answer: a client accepts it (see above). */
const isAnswerEnumAddition = (d: Diff): boolean =>
  d.action === 'add' && d.path.includes('responses') && d.path[d.path.length - 2] === 'enum';

const major = (version: string) => Number(/^(\d+)\./.exec(version)?.[1] ?? NaN);

/** Compares the current document with the released one. */
export function documentCompatibility(
  released: OpenApiDocument,
  current: OpenApiDocument,
): Compatibility {
  const from = released.info.version;
  const to = current.info.version;
  // A lower version is refused before the (slower) comparison: no change can make it right.
  if (major(to) < major(from))
    return {
      breaking: [],
      releasable: false,
      refusal: `The document's version ${to} is below the released ${from}.`,
    };
  const { diffs } = apiCompare(released, current);
  const breaking = [
    ...new Set(
      diffs.flatMap((d) =>
        d.type === 'breaking' && !isAnswerEnumAddition(d) ? (inWords(d) ?? []) : [],
      ),
    ),
  ];
  if (breaking.length === 0 || major(to) > major(from)) return { breaking, releasable: true };
  return {
    breaking,
    releasable: false,
    refusal:
      `${breaking.length} breaking change(s) against the released document ${from}, and the ` +
      `version is still ${to}. Keep the old shape beside the new one, or raise the major ` +
      `version (setVersion in api/src/app.factory.ts) and say why in docs/api-changelog.md.`,
  };
}
