import { tributes } from '../../../content/tributes';

/** Prerender /tribute/{slug} for both tributes. */
export default function onBeforePrerenderStart(): string[] {
  return tributes.map((t) => `/tribute/${t.slug}`);
}
