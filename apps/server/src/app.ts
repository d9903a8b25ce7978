import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { migrate, openDatabase, type DatabaseHandle } from './db/database.ts';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed.ts';
import type { AppContext } from './lib/context.ts';
import type { RouteTable } from './lib/route.ts';
import { filesRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { browseRoutes } from './modules/browse/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { devIdpRoutes } from './modules/auth/dev-idp-routes.ts';
import { createIdentityProvider, type IdentityProvider } from './modules/auth/provider.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { manageRoutes } from './modules/manage/routes.ts';
import { reservationRoutes } from './modules/reservations/routes.ts';
import { studentRoutes } from './modules/students/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorBody, registerErrorHandling, sendError } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerEtag } from './plugins/etag.ts';
import { registerEndpoints } from './plugins/routes.ts';
import { registerUploads } from './plugins/uploads.ts';
import { registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    idp: IdentityProvider;
  }
}

export interface BuildOptions {
  /** An already open database (tests pass one per suite); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** PostgreSQL schema when opening from the config (tests). */
  pgSchema?: string;
}

/** Builds the whole app; tests drive it with app.inject, server.ts listens with it. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const idp = await createIdentityProvider(config);
  const handle =
    options.database ??
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgSchema: options.pgSchema });
  await migrate(handle);
  if (config.seedDemo && (await isDatabaseEmpty(handle.db))) {
    await seedDemoData(handle.db, config.dataDir);
  }

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: true,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const ctx: AppContext = { config, db: handle.db, dialect: handle.dialect };
  app.decorate('ctx', ctx);
  app.decorate('idp', idp);
  // HTML forms (the development provider's sign-in page) post urlencoded bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.setNotFoundHandler((_req, reply) => sendError(reply, errorBody('NOT_FOUND')));
  if (!options.database) app.addHook('onClose', async () => handle.close());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The messenger share SDK is loaded from its CDN only when a key is configured.
        scriptSrc: ["'self'", ...(config.kakaoJsKey ? ['https://t1.kakaocdn.net'] : [])],
        connectSrc: ["'self'", ...(config.kakaoJsKey ? ['https://*.kakao.com'] : [])],
        frameSrc: ["'self'", ...(config.kakaoJsKey ? ['https://*.kakao.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
  await registerWeb(app, config.webDist);
  await app.register(authPlugin, ctx);
  await registerUploads(app);
  await registerOpenApi(app);
  registerEtag(app);

  const table: RouteTable = {
    ...healthRoutes(),
    ...browseRoutes(ctx),
    ...authRoutes(ctx, idp),
    ...studentRoutes(ctx),
    ...adminRoutes(ctx),
    ...reservationRoutes(ctx),
    ...manageRoutes(ctx),
  };
  await app.register(async (scope) => {
    registerEndpoints(scope, table);
    filesRoutes(scope, ctx);
    if (idp.dev) devIdpRoutes(scope, idp.dev, new URL(config.publicUrl).origin);
  });
  return app;
}
