/**
 * The brand's logo, drawn in the page from the same file the site serves
 * (public/images/logo.svg, also the organisation's logo in the structured data). As an <img>,
 * the browser built a separate SVG document for it on every page's first load, on the main
 * thread, and fetched it as one more request; in the page it is part of the first layout.
 * Nothing to load means nothing to fall back from. Its name is the link's, in the page's
 * language: the file's own title and label give way to it.
 */
import logoFile from '../../public/images/logo.svg?raw';
import styles from './Logo.module.css';

const LOGO_MARKUP = logoFile
  .replace(/<title[^>]*>[\s\S]*?<\/title>\s*/, '')
  .replace(/\s(role|aria-labelledby)="[^"]*"/g, '')
  .replace('<svg ', '<svg aria-hidden="true" focusable="false" ');

export function Logo({ label }: { label: string }) {
  return (
    <span
      className={styles.logo}
      role="img"
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: LOGO_MARKUP }}
    />
  );
}
