import { publications } from '../../../content/science';
import { contentPage } from '../../../lib/contentPages';

export function data() {
  return { page: contentPage('/science/publications'), publications };
}

export type Data = ReturnType<typeof data>;
