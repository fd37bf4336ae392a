/**
 * The words of a rich-text document (the editor's JSON) as the API reads them (its plainTextOf):
 * blocks apart by a blank line, list items and hard breaks by a line break. For counts, empty
 * checks and showing a body as text; it loads nothing of the editor itself.
 */
type Node = { type?: string; text?: string; content?: Node[] };

export function docText(doc: unknown): string {
  const walk = (node: Node): string => {
    if (node.type === 'text') return node.text ?? '';
    if (node.type === 'hardBreak') return '\n';
    const parts = (node.content ?? []).map(walk);
    if (node.type === 'paragraph' || node.type === 'heading') return parts.join('');
    const listLike = ['bulletList', 'orderedList', 'listItem'].includes(node.type ?? '');
    return parts.filter((p) => p !== '').join(listLike ? '\n' : '\n\n');
  };
  return doc && typeof doc === 'object' ? walk(doc as Node).trim() : '';
}
