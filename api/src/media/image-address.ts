/**
 * The addresses of uploaded images: `/api/content-images/<name>-<width>.webp`, one per stored
 * width. Content items and newsletters name images by these addresses; `imageNamesIn` finds the
 * images a record uses, wherever in it they are (a field, the social image, the body, a proposal).
 */
export const CONTENT_IMAGE_PATH = '/api/content-images/';

const NAME = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An image's name (a UUID), as the library's routes take it. */
export const IMAGE_NAME = new RegExp(`^${NAME}$`);
/** One stored width's file name: `<name>-<width>.webp`. */
export const IMAGE_FILE = new RegExp(`^(${NAME})-([1-9]\\d{0,4})\\.webp$`);
const IN_TEXT = new RegExp(`/api/content-images/(${NAME})-[1-9]\\d{0,4}\\.webp`, 'g');

export const imageFileUrl = (name: string, width: number) =>
  `${CONTENT_IMAGE_PATH}${name}-${width}.webp`;

/** Where storage keeps one width of an image. */
export const imageStorageKey = (name: string, width: number) =>
  `content-images/${name}-${width}.webp`;

/** The image an address names, or null for any other address (a bundled /images/… one). */
export function imageNameOf(url: string): string | null {
  if (!url.startsWith(CONTENT_IMAGE_PATH)) return null;
  return IMAGE_FILE.exec(url.slice(CONTENT_IMAGE_PATH.length))?.[1] ?? null;
}

/** The images named anywhere in `values` (as JSON), each once, in the order first named. */
export function imageNamesIn(...values: unknown[]): string[] {
  const json = JSON.stringify(values) ?? '';
  return [...new Set([...json.matchAll(IN_TEXT)].map((m) => m[1]))];
}
