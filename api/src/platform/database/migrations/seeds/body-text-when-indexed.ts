// Frozen with the content-search migration (1764600000200-ContentSearch), which imports it: a
// migration file's every export is loaded as a migration, so its helpers live here.

/** A stored rich-text node, as the editor's documents were when this ran. */
export interface StoredNode {
  type?: unknown;
  text?: unknown;
  content?: unknown;
}

const childrenOf = (node: StoredNode): StoredNode[] =>
  Array.isArray(node.content)
    ? node.content.filter((c): c is StoredNode => typeof c === 'object' && c !== null)
    : [];

/**
 * A body's plain text as the API made it when this ran (kept here, so the migration's result
 * never changes with the live code): blocks separated by a blank line, list items by a line
 * break, any inline node other than text (a hard break) as a line break. The bodies it reads
 * were checked against the editor's schema when they were saved.
 */
export function bodyTextWhenIndexed(node: StoredNode): string {
  if (node.type === 'paragraph' || node.type === 'heading')
    return childrenOf(node)
      .map((c) => (c.type !== 'text' ? '\n' : typeof c.text === 'string' ? c.text : ''))
      .join('');
  const list =
    node.type === 'bulletList' || node.type === 'orderedList' || node.type === 'listItem';
  return childrenOf(node)
    .map(bodyTextWhenIndexed)
    .filter((text) => text !== '')
    .join(list ? '\n' : '\n\n');
}
