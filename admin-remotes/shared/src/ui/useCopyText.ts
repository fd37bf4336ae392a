/**
 * Copying a text for staff to paste elsewhere (sign-in instructions, a reply to a person). Where
 * the browser gives no clipboard (an insecure page, a refused permission) the text's element is
 * selected instead, so Ctrl+C still copies it: `copied` is then 'failed'.
 */
import { useState } from 'react';

export const COPY_FAILED_TEXT = 'Could not copy: the text is selected, copy it with Ctrl+C.';

export function useCopyText<K extends string>() {
  const [copied, setCopied] = useState<K | 'failed' | null>(null);
  async function copy(value: string, what: K, shownIn: HTMLElement | null) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(what);
    } catch {
      const selection = window.getSelection();
      if (shownIn && selection) selection.selectAllChildren(shownIn);
      setCopied('failed');
    }
  }
  return { copied, copy, reset: () => setCopied(null) };
}
