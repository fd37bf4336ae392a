/**
 * A JSON-LD <script>. The type is application/ld+json, so browsers do not
 * execute it and the Content-Security-Policy's script-src does not apply.
 * '<' is escaped so no text can close the script element early.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
