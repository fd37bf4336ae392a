import { defineConfig } from 'vitest/config';

// Every workspace's unit tests in one run (`npx vitest run`; one of them: `--project <name>`).
// Each project is the workspace's own config, so its environment, setup and plugins stay its own.
export default defineConfig({
  test: {
    projects: [
      'public-web/vitest.config.ts',
      'web-server/vitest.config.ts',
      'admin-shell/vitest.config.ts',
      'admin-remotes/vitest.config.ts',
    ],
  },
});
