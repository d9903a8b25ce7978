import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { endpointRoutesDefine } from './build/endpoint-routes.ts';
// A relative import: the config loader bundles it (as in vite.config.ts).
import { endpoints } from '../../packages/contract/src/endpoints.ts';

export default defineConfig({
  plugins: [react()],
  define: endpointRoutesDefine(endpoints),
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
