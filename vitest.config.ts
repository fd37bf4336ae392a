import { defineConfig } from 'vitest/config';
import { PUBLIC_WEB_PROJECTS } from './public-web/vitest.config';

// Every workspace's unit tests in one run (`npx vitest run`; one of them: `--project <name>`).
// Each project is the workspace's own config, so its environment, setup and plugins stay its own.
export default defineConfig({
  test: {
    projects: [
      ...PUBLIC_WEB_PROJECTS,
      'web-server/vitest.config.ts',
      'admin-shell/vitest.config.ts',
      'admin-remotes/vitest.config.ts',
    ],
  },
});
