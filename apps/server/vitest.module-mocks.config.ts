import { configDefaults, defineConfig } from 'vitest/config';
import server, { MODULE_MOCKS } from './vitest.config.ts';

/** The server's test files that mock one of its modules, each in a module graph of its own (vitest.config.ts). */
export default defineConfig({
  test: {
    ...server.test,
    name: 'server-module-mocks',
    include: MODULE_MOCKS,
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
