/** Server side of the item not-found view: `throw itemNotFound(...)` in a +data hook → HTTP 404. */
import { render } from 'vike/abort';
import type { ItemNotFoundReason, ItemNotFoundView } from './itemNotFound';

export function itemNotFound(view: ItemNotFoundView): Error {
  return render(404, { itemNotFound: view } satisfies ItemNotFoundReason);
}
