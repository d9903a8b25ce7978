import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * In the server's build only: the app's imports of react-router get src/server/router-link.tsx, the router with a
 * Link that writes plain paths without resolving them (docs/decisions/0022-server-rendered-pages.md). That module's
 * own import, and every package's, get the router itself.
 */
export function serverRouterLink(srcDir: string): Plugin {
  const shim = path.join(srcDir, 'server', 'router-link.tsx');
  return {
    name: 'moa-server-router-link',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-router' || !importer) return null;
      // resolved, so Vite's forward slashes compare with the platform's
      const file = path.resolve(importer.split('?')[0]!);
      if (file === shim || !file.startsWith(srcDir + path.sep)) return null;
      return shim;
    },
  };
}
