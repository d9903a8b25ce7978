import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The demo data is seeded once per run and copied for each app that asks for it (test/seed-template.ts).
    globalSetup: ['test/seed-template-setup.ts'],
  },
});
