import { handleOf, pendingMigrations } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { isDatabaseUnavailable } from '../../lib/db-errors.ts';
import type { RouteTable } from '../../lib/route.ts';

const MIGRATIONS_PENDING = '데이터베이스 마이그레이션이 끝나지 않았습니다. 잠시 후 다시 시도해주세요.';
const DATABASE_AWAY = '데이터베이스에 잠시 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';

/**
 * The probes (README, "Monitoring"). /healthz touches nothing: a supervisor restarts a process only when the process
 * itself is stuck, never because the database is away. /readyz asks the database which migrations it has applied,
 * so one query proves it reachable and up to date; while the server shuts down, app.ts answers every request 503
 * SERVICE_UNAVAILABLE before any route, this one included. /main stays the product's own JSON health check.
 */
export function healthRoutes(ctx: AppContext): RouteTable {
  return {
    health: async () => ({ status: 'ok' as const }),
    alive: async () => ({ status: 'ok' as const }),
    ready: async () => {
      let pending: string[];
      try {
        pending = await pendingMigrations(handleOf(ctx.db)!);
      } catch (err) {
        // Any failure to read the migrations means the database cannot serve: never a 500 for a probe.
        if (isDatabaseUnavailable(err)) throw err;
        throw Object.assign(new AppError('DATABASE_UNAVAILABLE', DATABASE_AWAY), { cause: err });
      }
      if (pending.length > 0) throw new AppError('SERVICE_UNAVAILABLE', MIGRATIONS_PENDING);
      return { status: 'ok' as const };
    },
  };
}
