import { pressReleases, READ_MORE_LABEL } from '../../../content/media';
import { contentPage } from '../../../lib/contentPages';

export function data() {
  return {
    page: contentPage('/media/press-release'),
    items: pressReleases,
    readMore: READ_MORE_LABEL,
  };
}

export type Data = ReturnType<typeof data>;
