import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { addressesRoutes } from './addresses/addresses.routes';
import { dashboardRoutes } from './admin/dashboard.routes';
import { daySummaryRoutes } from './day-summary/day-summary.routes';
import { drawerRoutes } from './drawer/drawer.routes';
import { openapiRoutes } from './admin/openapi.routes';
import { authRoutes } from './auth/auth.routes';
import { cartRoutes } from './cart/cart.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { dishOptionsRoutes } from './dish-options/dish-options.routes';
import { installAuth, installStaffRights } from './auth/auth.plugin';
import { eventsRoutes } from './events/events.routes';
import { oidcRoutes } from './auth/oidc.routes';
import { descriptorLimit } from './health/file-descriptors';
import { healthRoutes } from './health/health.routes';
import { invitesRoutes } from './invites/invites.routes';
import { ridersRoutes } from './riders/riders.routes';
import { notificationsPlugin } from './notifications/notifications.plugin';
import { installCloseConnections } from './http/close-connections';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { requestId } from './http/request-id';
import { installBodyDeadline } from './http/body-deadline';
import {
  capConnectionsPerAddress,
  capOpenConnections,
  openConnectionsFor,
} from './http/connection-guard';
import { installErrorHandler } from './http/errors';
import { installRouteSchemas } from './http/route-schemas';
import { requestLogging } from './http/request-logger';
import { installSecurityHeaders, securityHeaders } from './http/security-headers';
import { installTextGuard } from './http/text-guard';
import { ordersAdminRoutes } from './orders/orders-admin.routes';
import { ordersRoutes } from './orders/orders.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { productsAdminRoutes } from './products/products-admin.routes';
import { menuCsvRoutes } from './products/menu-csv.routes';
import { customersRoutes } from './customers/customers.routes';
import { promotionsRoutes } from './promotions/promotions.routes';
import { createMenu } from './products/menu';
import { productsRoutes } from './products/products.routes';
import { reportsRoutes } from './reports/reports.routes';
import { settingsRoutes } from './settings/settings.routes';
import { createShopTexts } from './texts/shop-texts';
import { textsRoutes } from './texts/texts.routes';
import { createShopSettings } from './settings/shop-settings';
import { uploadsRoutes } from './uploads/uploads.routes';
import { meRoutes } from './users/me.routes';
import { usersAdminRoutes } from './users/users-admin.routes';
import { loadPageRenderer } from './web/page-renderer';
import { webRoutes } from './web/web.plugin';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // The web build's way of drawing the home page and the menu here (null without a build).
  const renderer = await loadPageRenderer(deps.config.webDist, deps.log);
  const headersFor = securityHeaders({
    https: deps.config.publicUrl.startsWith('https:'),
    inline: renderer?.inlineSources,
  });
  const app = Fastify({
    // The process's log; each request's logger (its id in every line) only made when it logs.
    ...requestLogging(deps.log),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 64 * 1024,
    // A request id on every log line: a proxy's when it is short and plain, else our own.
    requestIdHeader: false,
    genReqId: requestId,
    // The app's one error shape for the router's own refusals (bad or too long a path).
    frameworkErrors,
    clientErrorHandler,
    // SIGTERM: stop taking requests, finish those in flight, drop idle keep-alive sockets.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Idle and half-sent requests are dropped, so they cannot hold the server.
    // Fastify makes the HTTP server and sets these limits on it (the `http` ones too).
    connectionTimeout: deps.config.http.idleTimeoutMs,
    requestTimeout: deps.config.http.requestTimeoutMs,
    keepAliveTimeout: deps.config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: deps.config.http.headersTimeoutMs,
      connectionsCheckingInterval: deps.config.http.checkIntervalMs,
    },
  });
  capConnectionsPerAddress(
    app.server,
    deps.config.http.connectionsPerAddress,
    deps.config.trustProxy,
  );
  capOpenConnections(
    app.server,
    deps.config.http.openConnections ?? openConnectionsFor(descriptorLimit()),
    deps.config.trustProxy,
  );
  installBodyDeadline(app, deps.config.http.bodyDeadlineMs);
  installErrorHandler(app, (problem, error) => deps.faults.notice(problem, error));
  installRouteSchemas(app, { checkAnswers: deps.config.checkAnswers });
  deps.faults.useLog(deps.log);
  installTextGuard(app);
  installSecurityHeaders(app, headersFor);
  installCloseConnections(app);
  installAuth(app, deps);
  installStaffRights(app);
  // One shared copy of the menu and of the settings, for their API routes and for the pages
  // drawn from them.
  const menu = createMenu(deps);
  const settings = createShopSettings(deps);
  // The shop's own words, read once the app is ready and before it takes its first request.
  const texts = createShopTexts(deps);
  app.addHook('onReady', () => texts.start());
  app.addHook('onClose', async () => {
    menu.close();
    settings.close();
    texts.close();
  });

  // Collects every route's schemas as it is added; the description is drawn only when asked.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Buka', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(oidcRoutes, deps);
  await app.register(meRoutes, deps);
  await app.register(productsRoutes, { menu });
  await app.register(settingsRoutes, { ...deps, settings });
  await app.register(textsRoutes, { ...deps, texts });
  await app.register(cartRoutes, deps);
  await app.register(ordersRoutes, deps);
  await app.register(addressesRoutes, deps);
  await app.register(paymentsRoutes, deps);
  // The staff area, live updates and pictures.
  await app.register(productsAdminRoutes, deps);
  await app.register(categoriesRoutes, deps);
  await app.register(menuCsvRoutes, deps);
  await app.register(customersRoutes, deps);
  await app.register(promotionsRoutes, deps);
  await app.register(dishOptionsRoutes, deps);
  await app.register(usersAdminRoutes, deps);
  await app.register(invitesRoutes, deps);
  await app.register(ridersRoutes, deps);
  await app.register(ordersAdminRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(reportsRoutes, deps);
  await app.register(daySummaryRoutes, deps);
  await app.register(drawerRoutes, deps);
  await app.register(openapiRoutes);
  await app.register(uploadsRoutes, deps);
  await app.register(eventsRoutes, deps);
  await app.register(notificationsPlugin, deps);
  await app.register(webRoutes, {
    webDist: deps.config.webDist,
    menu,
    settings,
    texts,
    renderer,
    now: deps.now,
    log: deps.log,
  });
  return app;
}
