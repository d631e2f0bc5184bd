import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { authRoutes } from './auth/auth.routes';
import { cartRoutes } from './cart/cart.routes';
import { installAuth } from './auth/auth.plugin';
import { oidcRoutes } from './auth/oidc.routes';
import { installErrorHandler } from './http/errors';
import { ordersRoutes } from './orders/orders.routes';
import { productsRoutes } from './products/products.routes';
import { settingsRoutes } from './settings/settings.routes';
import { meRoutes } from './users/me.routes';
import { webRoutes } from './web/web.plugin';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            // Tokens and passwords never reach the log.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password'],
          },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 64 * 1024,
  });
  installErrorHandler(app);
  installAuth(app, deps);

  await app.register(authRoutes, deps);
  await app.register(oidcRoutes, deps);
  await app.register(meRoutes, deps);
  await app.register(productsRoutes, deps);
  await app.register(settingsRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(ordersRoutes, deps);
  await app.register(webRoutes, { webDist: deps.config.webDist });
  return app;
}
