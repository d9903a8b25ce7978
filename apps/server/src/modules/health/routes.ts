import type { RouteTable } from '../../lib/route.ts';

export function healthRoutes(): RouteTable {
  return {
    health: async () => ({ status: 'ok' as const }),
  };
}
