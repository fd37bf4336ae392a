import { aboutOverviewPage } from '../../content/programmePages';

export function data() {
  return { page: aboutOverviewPage };
}

export type Data = ReturnType<typeof data>;
