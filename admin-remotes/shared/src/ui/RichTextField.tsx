/**
 * The rich-text editor as a form uses it: loaded when first shown (TipTap is a large part of a
 * tab's code), in a box of the editor's size until then, so nothing moves when it arrives.
 */
import { lazy, Suspense } from 'react';
import type { RichTextProps } from './RichText';
import { injectStyles } from './styles';

injectStyles(
  'kv-rich',
  `
.kv-rich{border:1px solid #d9d9d9;border-radius:6px;min-width:0}
.kv-rich__tools{display:flex;flex-wrap:wrap;gap:4px;padding:6px;border-bottom:1px solid #d9d9d9;background:#fafafa;border-radius:6px 6px 0 0}
.kv-rich__text{min-height:160px;max-height:420px;overflow:auto;padding:8px 11px;outline:none;overflow-wrap:anywhere}
.kv-rich__text:focus-visible{box-shadow:0 0 0 2px #0b6e4f inset}
.kv-rich--readonly{background:#fafafa}
.kv-rich--loading{min-height:200px;padding:8px 11px;color:#5b6b62}
.kv-rich__text p{margin:0 0 8px}
`,
);

const RichText = lazy(() => import('./RichText').then((m) => ({ default: m.RichText })));

export function RichTextField(props: RichTextProps) {
  return (
    <Suspense fallback={<div className="kv-rich kv-rich--loading">Loading the editor...</div>}>
      <RichText {...props} />
    </Suspense>
  );
}
