import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that replace one of the server's modules with `vi.mock`. They run in a project of their own that keeps
 * Vitest's isolation (vitest.module-mocks.config.ts): in the shared module graph below, a mock would either miss a
 * module another file had already loaded or leak into the files after it.
 */
export const MODULE_MOCKS = ['test/manage-shows.test.ts'];

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...MODULE_MOCKS],
    // The files of a worker share one module graph: the server's modules are imported once per worker instead of once
    // per file (docs/decisions/0014-ci-time.md, sixth round). Each test still makes its own app, database and clock;
    // nothing a file needs lives in module state.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The demo data is seeded once per run and copied for each app that asks for it (test/seed-template.ts).
    globalSetup: ['test/seed-template-setup.ts'],
  },
});
