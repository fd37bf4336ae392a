import { videoCoverage } from '../../../content/media';
import { contentPage } from '../../../lib/contentPages';

export function data() {
  return { page: contentPage('/media/video-coverage'), items: videoCoverage };
}

export type Data = ReturnType<typeof data>;
