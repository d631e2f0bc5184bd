/**
 * The pages that work with no network (the menu and the shop's own pages; sign-in, orders and
 * checkout need it anyway). The service worker keeps their code as soon as it is installed
 * (build/pwa.ts), and a first visit loads that code itself just before installing it (main.tsx):
 * all at once, where the worker would fetch it one file after another, a round trip each.
 */
export const offlinePages = [
  { path: '/', module: 'web/src/features/home/HomePage.tsx' },
  { path: '/menu', module: 'web/src/features/menu/MenuPage.tsx' },
  { path: '/about', module: 'web/src/features/about/AboutPage.tsx' },
  { path: '/services', module: 'web/src/features/services/ServicesPage.tsx' },
] as const;
