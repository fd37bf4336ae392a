/**
 * The one quiet line a Hindi or Marathi page shows above content from the API that is in English
 * (lib/liveArticles.ts englishNotice): in the page's language, with its own `lang`, as it sits in a
 * frame marked English (pages/+Layout.tsx). Nothing when there is no notice. Its style is
 * styles/layout.css `.language-note`.
 */
import type { LanguageNotice as Notice } from '../../lib/liveArticles';

export function LanguageNotice({
  notice,
  band = false,
}: {
  notice: Notice | undefined;
  /** A band of its own under the page's hero (above an article), rather than a line in a section. */
  band?: boolean;
}) {
  if (!notice) return null;
  const line = (
    <p className="language-note" role="note" lang={notice.lang}>
      {notice.text}
    </p>
  );
  return band ? <div className="container language-note-band">{line}</div> : line;
}
