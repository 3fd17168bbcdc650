import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { dateIn } from '@restaurant/contract/calendar.ts';
import type { Api, DishChanged } from '#src/api.ts';
import type { Config } from '#src/config.ts';
import { createContext } from '#src/app-context.ts';
import { readContentVersion, recordContentChange } from '#src/db/content-version.ts';
import { listBackups } from '#src/db/backup-schedule.ts';
import { createDatabase, poolUse } from '#src/db/database.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import { underStartLock } from '#src/db/start-lock.ts';
import type { Timers } from '#src/lib/timers.ts';
import { allergenRoutes } from '#src/modules/allergens/allergen.routes.ts';
import { auditRoutes } from '#src/modules/audit/audit.routes.ts';
import { accountRoutes } from '#src/modules/auth/account.routes.ts';
import { registerAuthGuard } from '#src/modules/auth/auth.guard.ts';
import { authRoutes } from '#src/modules/auth/auth.routes.ts';
import { categoryRoutes } from '#src/modules/categories/category.routes.ts';
import { dailyMenuRoutes } from '#src/modules/daily-menus/daily-menu.routes.ts';
import { eventRoutes } from '#src/modules/events/event.routes.ts';
import { followDishInEvents } from '#src/modules/events/event.service.ts';
import { drinkVariantRoutes } from '#src/modules/drinks/drink-variant.routes.ts';
import { drinkRoutes } from '#src/modules/drinks/drink.routes.ts';
import { foodRoutes } from '#src/modules/foods/food.routes.ts';
import { healthRoutes } from '#src/modules/health/health.routes.ts';
import { localeRoutes } from '#src/modules/locales/locale.routes.ts';
import { galleryRoutes } from '#src/modules/gallery/gallery.routes.ts';
import { mediaFileRoutes } from '#src/modules/media/media-file.routes.ts';
import { mediaRoutes } from '#src/modules/media/media.routes.ts';
import { followDish } from '#src/modules/menu-items/menu-item-dish.service.ts';
import { dishUseRoutes } from '#src/modules/menu-items/dish-use.routes.ts';
import { menuItemSuggestionRoutes } from '#src/modules/menu-items/menu-item-suggestion.routes.ts';
import { invitationRoutes } from '#src/modules/users/invitation.routes.ts';
import { userRoutes } from '#src/modules/users/user.routes.ts';
import { offerRoutes } from '#src/modules/offers/offer.routes.ts';
import { openingHoursRoutes } from '#src/modules/opening-hours/opening-hours.routes.ts';
import { backlog } from '#src/modules/outbox/outbox.service.ts';
import { registerOutboxWorker } from '#src/modules/outbox/outbox.worker.ts';
import { createAvailabilityReads } from '#src/modules/reservations/availability-reads.ts';
import { eventBookings } from '#src/modules/reservations/event-seats.service.ts';
import { scheduleReservationJobs } from '#src/modules/reservations/reservation-jobs.ts';
import { reservationSettingsRoutes } from '#src/modules/reservations/reservation-settings.routes.ts';
import { summaryRoutes } from '#src/modules/summary/summary.routes.ts';
import { tableRoutes } from '#src/modules/tables/table.routes.ts';
import { reservationStaffRoutes } from '#src/modules/reservations/reservation-staff.routes.ts';
import { reservationRoutes } from '#src/modules/reservations/reservation.routes.ts';
import { fillManageToken } from '#src/modules/reservations/reservation-token.ts';
import { waitlistRoutes } from '#src/modules/reservations/waitlist.routes.ts';
import { restaurantRoutes } from '#src/modules/restaurant/restaurant.routes.ts';
import { picturesShown } from '#src/modules/restaurant/restaurant.service.ts';
import { WEB_DIST, siteRoutes } from '#src/modules/site/site.routes.ts';
import { siteDataRoutes } from '#src/modules/site/site-data.routes.ts';
import { tableCardApiRoutes } from '#src/modules/site/table-card.routes.ts';
import { registerClientLimits } from '#src/plugins/client-limits.ts';
import { registerDrain } from '#src/plugins/drain.ts';
import { registerEditConflicts } from '#src/plugins/edit-conflicts.ts';
import { GroupedStore } from '#src/plugins/rate-limit-groups.ts';
import { registerErrorHandling, sendProblem } from '#src/plugins/errors.ts';
import { createMetrics, registerMetricsRoute } from '#src/plugins/metrics.ts';
import { registerOpenApi } from '#src/plugins/openapi.ts';
import { registerRequestLog, requestId, requestSerializer } from '#src/plugins/request-log.ts';
import {
  createPublicCache,
  keepCacheOnWrites,
  registerPublicCache,
} from '#src/plugins/public-cache.ts';
import { registerSecurity } from '#src/plugins/security.ts';
import { seedIfEmpty } from '#src/seed/seed.ts';

const BODY_LIMIT_BYTES = 64 * 1024;

type BuildOptions = {
  now?: () => number;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write: (line: string) => void };
  /** What the outbox's polling and the booking jobs wait with (tests move their own clock). */
  timers?: Timers;
};

/**
 * Fastify takes addresses and ranges as they are; a hop count it would trust nowhere, so it becomes
 * "the nearest N addresses" (the peer is hop 0), the meaning the README documents.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const db = createDatabase(config.database);
  const ctx = createContext(config, db, now);
  const migrations = await underStartLock(config.database, async () => {
    const run = await migrateToLatest(db);
    if (config.seedDemo) await seedIfEmpty(ctx);
    return run;
  });

  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request, written by the request log, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    // Slow or stalled clients are cut off instead of holding a connection (and a shutdown) open:
    // the headers must arrive within headersTimeout, the whole request within requestTimeout, and
    // a socket silent for requestTimeout is closed. Node checks these every second.
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: 1_000,
    },
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.requestTimeoutMs,
    // On close, idle keep-alive connections are closed at once and requests arriving meanwhile
    // get a 503 with Connection: close, so a load balancer moves on to another instance.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Errors Fastify meets before routing (a bad percent-encoding, an overlong URL).
    frameworkErrors: (error, _request, reply) => {
      sendProblem(reply, error.statusCode ?? 400, 'The request URL is not valid.');
    },
  });
  app.server.maxConnections = config.http.maxConnections;
  app.log.info(
    { migrations },
    migrations.length
      ? `migrated the database: ${migrations.map((m) => `${m.name} (${m.ms} ms)`).join(', ')}`
      : 'the database is up to date: no migration to run',
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies are accepted; anything else is a 415. A JSON content type with nothing after
  // it (some clients send one with every DELETE) is a request without a body, not broken JSON.
  app.removeContentTypeParser(['text/plain']);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else void parseJson(request, text, done);
  });
  app.addHook('onClose', () => db.destroy());

  const metrics = createMetrics({
    backlog: () => backlog(db),
    lastBackupAt: () => listBackups(config.backups.dir)[0]?.takenAt ?? null,
    backupsAutomatic: config.backups.automatic,
    pool: () => poolUse(db),
    cacheBytes: () => ({ ...cache.bytes(), availability: availability.bytes() }),
    now,
  });
  const cache = createPublicCache({
    postgresUrl: config.database.kind === 'postgres' ? config.database.url : undefined,
    timeZone: config.timeZone,
    now,
    log: app.log,
    stored: {
      read: () => readContentVersion(db),
      record: async () => {
        await recordContentChange(db);
        return readContentVersion(db);
      },
    },
    budget: config.cache,
    onHit: metrics.cacheHit,
  });
  await cache.start();
  // One for the API and the booking page, within the availability's part of the cache budget.
  const availability = createAvailabilityReads(ctx, () => cache.now().version);
  app.addHook('onClose', () => cache.close());
  registerRequestLog(app, metrics.observe);
  const drain = registerDrain(app);
  // First of the other hooks, so that a stored answer skips them (their headers are stored with it).
  registerPublicCache(app, cache);

  registerErrorHandling(app);
  registerSecurity(app);
  // After the stored answers, which cost nothing, and the security headers, which every answer has.
  registerClientLimits(app, {
    perClient: config.http.maxConnectionsPerClient,
    trustProxy: config.trustProxy,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false, store: GroupedStore });
  await registerOpenApi(app, config.publicUrl);
  registerEditConflicts(app, db);
  const outbox = registerOutboxWorker(app, ctx, {
    fillLinks: fillManageToken(ctx.secrets),
    timers: options.timers,
  });
  const stopJobs = scheduleReservationJobs(ctx, app.log, outbox.kick, options.timers);
  app.addHook('onClose', async () => stopJobs());

  // Daily-menu and offer items and events' courses made from a dish follow it from the
  // restaurant's today on.
  const dishChanged: DishChanged = async (tx, dish) => {
    const today = dateIn(config.timeZone, now());
    await followDish(tx, dish, today);
    if ('foodId' in dish) await followDishInEvents(tx, dish.foodId, today);
  };

  app.decorate('routeTable', []);
  await app.register(
    async (api: Api) => {
      registerAuthGuard(api, ctx, app.routeTable);
      await api.register(async (staff: Api) => {
        keepCacheOnWrites(staff);
        authRoutes(staff, ctx);
        accountRoutes(staff, ctx);
        userRoutes(staff, ctx);
        invitationRoutes(staff, ctx);
      });
      auditRoutes(api, ctx);
      allergenRoutes(api, ctx);
      categoryRoutes(api, ctx);
      foodRoutes(api, ctx, dishChanged);
      drinkRoutes(api, ctx, dishChanged);
      drinkVariantRoutes(api, ctx, dishChanged);
      dailyMenuRoutes(api, ctx);
      offerRoutes(api, ctx);
      eventRoutes(api, ctx, eventBookings);
      restaurantRoutes(api, ctx);
      openingHoursRoutes(api, ctx);
      mediaRoutes(api, ctx, picturesShown);
      galleryRoutes(api, ctx);
      menuItemSuggestionRoutes(api, ctx);
      reservationSettingsRoutes(api, ctx);
      reservationRoutes(api, ctx, availability);
      reservationStaffRoutes(api, ctx);
      tableRoutes(api, ctx);
      summaryRoutes(api, ctx);
      waitlistRoutes(api, ctx);
      tableCardApiRoutes(api, ctx);
      dishUseRoutes(api, ctx);
      siteDataRoutes(api, ctx);
    },
    { prefix: '/api' },
  );
  healthRoutes(app, ctx, drain.draining);
  registerMetricsRoute(app, config.metricsToken, metrics);
  mediaFileRoutes(app, ctx);
  localeRoutes(app);

  if (fs.existsSync(path.join(WEB_DIST, 'server/entry-server.js'))) {
    await siteRoutes(app, ctx, cache, availability);
  } else {
    app.log.warn('The web app is not built (npm run build); serving the API only.');
  }
  return app;
}
