import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'architecture',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    // the setup runs the real dependency-cruiser over the probes: past Vitest's 10 s on a busy two-core machine
    hookTimeout: 60_000,
  },
});
