import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'architecture', include: ['**/*.test.ts'], testTimeout: 60_000 },
});
