import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { endpointRoutesDefine } from './build/endpoint-routes.ts';
// A relative import: the config loader bundles it (as in vite.config.ts).
import { endpointTable } from '../../packages/contract/src/endpoints.ts';

export default defineConfig({
  plugins: [react()],
  define: endpointRoutesDefine(endpointTable),
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    // Each file still gets a window and a module graph of its own, but in a VM context of a long-lived process: the
    // jsdom library is loaded once per worker instead of once per file (275 → 127 CPU seconds for this project;
    // docs/decisions/0014-ci-time.md, sixth round).
    pool: 'vmForks',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // A whole screen rendered in jsdom takes 1–3 s on a quiet two-core machine and several times that while the
    // server suites run beside it; Vitest's 5 s default then fails tests that pass. The tests' own waits
    // (findBy*, waitFor) keep their timeouts.
    testTimeout: 20_000,
  },
});
