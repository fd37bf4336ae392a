import { tributes } from '../../../content/tributes';
import { contentPage } from '../../../lib/contentPages';

export function data() {
  return {
    page: contentPage('/about-us/the-company'),
    tributes,
    // The site's background video (public/media), muted and looping behind the hero.
    heroVideo: { src: '/media/why-hrc.webm', poster: '/media/why-hrc-poster.svg' },
  };
}

export type Data = ReturnType<typeof data>;
