import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ConfigError, testClockProblem, type AppConfig } from './config.ts';
import { migrate, openDatabase, type DatabaseHandle } from './db/database.ts';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed.ts';
import { offsetClock, systemClock } from './lib/clock.ts';
import type { AppContext } from './lib/context.ts';
import { runPeriodically } from './lib/periodic.ts';
import { sweepCounters } from './lib/rate-counters.ts';
import { refuseNul } from './lib/nul.ts';
import type { RouteTable } from './lib/route.ts';
import { filesRoutes, moveImagesFromDisk } from './modules/files/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { browseRoutes } from './modules/browse/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import {
  deleteExpiredApplications,
  RETENTION_INTERVAL_MS,
  applicationRoutes,
} from './modules/applications/index.ts';
import {
  devIdpRoutes,
  createIdentityProvider,
  type IdentityProvider,
  authRoutes,
  sweepSessions,
  SignInLimiter,
} from './modules/auth/index.ts';
import { manageRoutes } from './modules/manage/index.ts';
import {
  bindInvitations,
  deleteExpiredMemberships,
  DUES_REMINDER_INTERVAL_MS,
  MEMBER_RETENTION_INTERVAL_MS,
  memberRoutes,
  sendDuesReminders,
  applyDueHandovers,
  HANDOVER_INTERVAL_MS,
} from './modules/members/index.ts';
import { checkinRoutes, sharedTicketSecret } from './modules/checkin/index.ts';
import {
  AUTO_CLOSE_INTERVAL_MS,
  closeEndedMeetings,
  meetingRoutes,
  PHOTO_SWEEP_INTERVAL_MS,
  sweepExcusePhotos,
} from './modules/meetings/index.ts';
import { depositRoutes } from './modules/deposits/index.ts';
import { RECEIPT_SWEEP_INTERVAL_MS, reportRoutes, sweepReceipts } from './modules/report/index.ts';
import {
  ACTIVITY_SWEEP_INTERVAL_MS,
  activityRoutes,
  sweepActivityPhotos,
} from './modules/activities/index.ts';
import { unionRoutes } from './modules/unions/index.ts';
import { hallRoutes } from './modules/halls/index.ts';
import { seatingRoutes } from './modules/seating/index.ts';
import {
  createMailer,
  MAIL_INTERVAL_MS,
  mailQueueCounts,
  notificationRoutes,
} from './modules/notifications/index.ts';
import { runDueWork, EXPIRY_INTERVAL_MS, reservationRoutes } from './modules/reservations/index.ts';
import { waitlistRoutes } from './modules/waitlist/index.ts';
import { testClockRoutes } from './modules/testing/index.ts';
import { studentRoutes } from './modules/students/index.ts';
import { calendarRoutes } from './modules/calendar/index.ts';
import { crawlerRoutes } from './modules/pages/index.ts';
import { ShareImages, shareImageRoutes } from './modules/previews/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorBody, frameworkError, registerErrorHandling, sendError } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerPublicCache } from './plugins/public-cache.ts';
import { registerEarlyRefusals } from './plugins/early-refusals.ts';
import { registerEtag } from './plugins/etag.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRequestIdHeader, requestIdOf } from './plugins/request-id.ts';
import { serverWithFirstLook } from './plugins/http-server.ts';
import { registerAssetMemory } from './plugins/asset-memory.ts';
import { firstLookPageKey, pageAnswerer } from './plugins/pages.ts';
import { registerEndpoints } from './plugins/routes.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerUploads } from './plugins/uploads.ts';
import { registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    idp: IdentityProvider;
    /** Starts a stop: from now on new requests answer 503 SERVICE_UNAVAILABLE while the server still listens. */
    beginClosing(): void;
    /** The share images and their queue (tests wait for it to be idle). */
    shareImages: ShareImages;
  }
}

export interface BuildOptions {
  /** An already open database (tests pass one per suite); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** PostgreSQL schema when opening from the config (tests). */
  pgSchema?: string;
  /** The app's clock (lib/clock.ts): tests move it instead of waiting. */
  now?: () => Date;
  /** Where the log goes (tests read it); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
  /** False: the public read cache ignores other instances' writes (only the control run of its test). */
  crossInstanceInvalidation?: boolean;
}

/** Schedules that can no longer be used are deleted at start and then this often. */
export const SESSION_SWEEP_MS = 60 * 60 * 1000;

/** Fastify's trustProxy: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(
  trust: AppConfig['trustProxy'],
): false | string[] | ((a: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Builds the whole app; tests drive it with app.inject, server.ts listens with it. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const idp = await createIdentityProvider(config);
  const handle =
    options.database ??
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgSchema: options.pgSchema });
  await migrate(handle);
  if (config.seedDemo && (await isDatabaseEmpty(handle.db))) {
    await seedDemoData(handle.db);
  }

  // TEST_CLOCK=1 lets the browser journeys move the clock (POST /api/test/clock); tests pass their own.
  const clockProblem = testClockProblem(config);
  if (clockProblem) throw new ConfigError(clockProblem);
  const testClock = !options.now && config.testClock ? offsetClock() : null;
  const now = options.now ?? testClock?.now ?? systemClock;
  const server = serverWithFirstLook();
  const app = Fastify({
    serverFactory: server.factory,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; by default the socket is the client.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    // A request that trickles in is cut off: whole within requestTimeout, headers within headersTimeout, and no
    // silence longer than idleTimeout; Node checks the first two at this interval.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    http: {
      headersTimeout: Math.min(config.headersTimeoutMs, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(config.requestTimeoutMs / 4))),
    },
    // While shutting down, new requests get the error body with SERVICE_UNAVAILABLE (below), not Fastify's own.
    return503OnClosing: false,
    frameworkErrors: frameworkError,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 512 },
    // Unique across instances, or the proxy's own (plugins/request-id.ts); echoed in x-request-id and error bodies.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A plugin's start (the LISTEN connections, the server renderer's load) on a busy two-core machine took longer
    // than Fastify's 10 s default in a CI run: slow, not stuck. A start that never ends still fails, after a minute.
    pluginTimeout: 60_000,
  });
  // Several instances on one PostgreSQL share the ticket key through the database unless TICKET_SECRET is set
  // (docs/decisions/0021-several-instances.md); the context carries it as if it had been set.
  const ticketSecret = await sharedTicketSecret(handle.db, handle.dialect, config, now());
  const ctx: AppContext = {
    config: { ...config, ticketSecret },
    db: handle.db,
    dialect: handle.dialect,
    now,
  };
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
  registerRequestIdHeader(app);
  app.setNotFoundHandler((_req, reply) => sendError(reply, errorBody('NOT_FOUND')));
  if (!options.database) app.addHook('onClose', async () => handle.close());
  handle.onConnectionLost?.((err) =>
    app.log.warn({ err }, 'a database connection was lost; a new one is opened on next use'),
  );

  if (idp.dev) {
    app.log.warn(
      { publicUrl: config.publicUrl },
      'the development sign-in provider is running: anyone can sign in, as an administrator too (never in production)',
    );
  }

  // Shutting down: requests in flight finish and close their connection; new ones answer 503 at once.
  let closing = false;
  app.addHook('onRequest', async (_req, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return sendError(reply, errorBody('SERVICE_UNAVAILABLE'));
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  // PostgreSQL cannot store a NUL character, so no path, query or body may carry one, on either database.
  app.addHook('preValidation', async (req) => refuseNul(req.params, req.query, req.body));

  app.decorate('beginClosing', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  const metrics = registerMetrics(app, config, {
    cache: () => app.publicCache.cache,
    mailQueue: () => mailQueueCounts(handle.db),
  });
  const periodically = (name: string, everyMs: number, job: () => Promise<number>) =>
    runPeriodically(app, name, everyMs, job, metrics.periodic(name));
  // Images kept on disk by an earlier version move into the database, where every instance reads them.
  await moveImagesFromDisk(handle.db, config.dataDir, app.log);
  // Schedules that can no longer be used are deleted at start and every hour after; on PostgreSQL so are the shared
  // counts whose windows have ended (sign-in failures, the mail rate: docs/decisions/0021-several-instances.md).
  periodically('session sweep', SESSION_SWEEP_MS, async () => {
    const sessions = await sweepSessions(handle.db, now());
    return sessions + (handle.dialect === 'postgres' ? await sweepCounters(handle.db, now()) : 0);
  });
  // Unpaid reservations past their deadline give their seats back (docs/product.md#reservation-status).
  periodically('reservation expiry', EXPIRY_INTERVAL_MS, () => runDueWork(ctx));
  const mailer = createMailer(ctx, { failed: metrics.mailFailed });
  if (mailer) {
    periodically('notification mail', MAIL_INTERVAL_MS, () => mailer.sendDue());
    app.addHook('onClose', async () => mailer.close());
  }
  // Applications are deleted a set number of days after their post ends (docs/product.md#recruiting-applications).
  periodically('application retention', RETENTION_INTERVAL_MS, () => deleteExpiredApplications(ctx));
  // So are the memberships of members who withdrew, after their term ends (docs/product.md#members).
  periodically('membership retention', MEMBER_RETENTION_INTERVAL_MS, () => deleteExpiredMemberships(ctx));
  // Members with unpaid dues are reminded before and after the pay-by day, once each (docs/product.md#members).
  periodically('dues reminders', DUES_REMINDER_INTERVAL_MS, () => sendDuesReminders(ctx));
  // Accepted hand-overs move their positions once their instant came (docs/decisions/0027-officers-and-hand-over.md).
  periodically('hand-overs', HANDOVER_INTERVAL_MS, () => applyDueHandovers(ctx));
  // Excuse photos whose excuse a cascade took (a purged membership) are removed (docs/product.md#meetings-and-attendance).
  periodically('excuse photos', PHOTO_SWEEP_INTERVAL_MS, () => sweepExcusePhotos(ctx));
  // Meetings nobody closed are closed 3 hours after their end, the rest 결석 (docs/product.md#meetings-and-attendance).
  periodically('meeting close', AUTO_CLOSE_INTERVAL_MS, () => closeEndedMeetings(ctx));
  // Receipts whose ledger entry a cascade took (a term or club deleted) are removed (docs/product.md#the-union-report).
  periodically('receipts', RECEIPT_SWEEP_INTERVAL_MS, () => sweepReceipts(ctx));
  // Reports whose meeting, show or event went, and activity photos no report names, are removed
  // (docs/product.md#activity-records).
  periodically('activity photos', ACTIVITY_SWEEP_INTERVAL_MS, () => sweepActivityPhotos(ctx));

  const https = new URL(config.publicUrl).protocol === 'https:';
  const securityHeaders = registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The messenger share SDK is loaded from its CDN only when a key is configured.
        // 'wasm-unsafe-eval': the door's QR reader is WebAssembly served from 'self' (it allows no JS eval).
        scriptSrc: [
          "'self'",
          "'wasm-unsafe-eval'",
          ...(config.kakaoJsKey ? ['https://t1.kakaocdn.net'] : []),
        ],
        connectSrc: ["'self'", ...(config.kakaoJsKey ? ['https://*.kakao.com'] : [])],
        frameSrc: ["'self'", ...(config.kakaoJsKey ? ['https://*.kakao.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Both tell the browser to use HTTPS only: over plain HTTP (a LAN or staging address) they would leave a
        // blank page, so they are sent only when the app is reached over HTTPS.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The same rule as frame-ancestors 'none' for browsers that read only X-Frame-Options.
    frameguard: { action: 'deny' },
  });
  // Share images are made after a save commits, off the request path; a stop waits for the one being drawn.
  const shareImages = new ShareImages(ctx, app.log);
  ctx.contentSaved = (kind, id) => shareImages.queue(kind, id);
  // A club's invitation waiting for this student's e-mail binds at sign-in (docs/product.md#members); a failure to
  // bind is logged and tried again at the next sign-in or profile save, never a failed sign-in.
  ctx.studentSignedIn = async (userId) => {
    try {
      await bindInvitations(ctx.db, userId, ctx.now().toISOString());
    } catch (err) {
      app.log.warn({ err, userId }, 'club invitations not bound at sign-in');
    }
  };
  app.decorate('shareImages', shareImages);
  app.addHook('preClose', async () => shareImages.close());
  const shell = await registerWeb(app, config.webDist, pageAnswerer(app, ctx, config.webDist));
  // The built app's hashed files from memory, before Fastify (docs/decisions/0024-rush-day.md).
  if (shell) registerAssetMemory(app, { firstLook: server.add, closing: () => closing });
  // Before the session plugin: a cached public answer is sent without looking the session up.
  await registerPublicCache(app, handle, {
    now,
    headers: securityHeaders,
    closing: () => closing,
    firstLook: server.add,
    ...(shell ? { pageKey: firstLookPageKey(ctx, shell) } : {}),
    crossInstance: options.crossInstanceInvalidation,
  });
  // Reservation attempts sure to be refused are refused before Fastify, from the same memory (decision 0023).
  registerEarlyRefusals(app, {
    ctx,
    version: app.publicCache.invalidation.version,
    headers: securityHeaders,
    closing: () => closing,
    firstLook: server.add,
    counted: metrics.refusedEarly,
  });
  await registerCompression(app);
  await app.register(authPlugin, ctx);
  await registerUploads(app);
  await registerOpenApi(app);
  registerEtag(app);

  const table: RouteTable = {
    ...healthRoutes(ctx),
    ...browseRoutes(ctx),
    // On PostgreSQL the failure counts are shared by every instance (docs/decisions/0021-several-instances.md).
    ...authRoutes(
      ctx,
      idp,
      new SignInLimiter(now, { shared: handle.dialect === 'postgres' ? handle.db : null }),
    ),
    ...studentRoutes(ctx),
    ...calendarRoutes(ctx),
    ...adminRoutes(ctx),
    ...reservationRoutes(ctx),
    ...waitlistRoutes(ctx),
    ...notificationRoutes(ctx),
    ...manageRoutes(ctx),
    ...depositRoutes(ctx),
    ...hallRoutes(ctx),
    ...seatingRoutes(ctx),
    ...checkinRoutes(ctx),
    ...applicationRoutes(ctx),
    ...memberRoutes(ctx),
    ...meetingRoutes(ctx),
    ...reportRoutes(ctx),
    ...activityRoutes(ctx),
    ...unionRoutes(ctx),
  };
  await app.register(async (scope) => {
    registerEndpoints(scope, table);
    filesRoutes(scope, ctx);
    shareImageRoutes(scope, shareImages);
    crawlerRoutes(scope, ctx);
    if (idp.dev) devIdpRoutes(scope, idp.dev, new URL(config.publicUrl).origin, config.devSignIn);
    if (testClock) testClockRoutes(scope, testClock, () => runDueWork(ctx));
  });
  return app;
}
