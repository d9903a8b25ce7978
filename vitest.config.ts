import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/server/vitest.module-mocks.config.ts',
      'apps/web',
      'tools/architecture',
    ],
    // Every core: Vitest's default leaves one free, which is half of a two-core CI machine
    // (docs/decisions/0014-ci-time.md). Files run in parallel; each app has its own SQLite folder or PostgreSQL schema.
    maxWorkers: os.availableParallelism(),
  },
});
