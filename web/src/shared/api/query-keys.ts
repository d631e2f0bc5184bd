/**
 * Every cached answer's key, in one place: each query file builds its query from its key here,
 * and whatever makes that answer stale (a mutation, the live stream) names it from here too.
 * They are not kept in the query files themselves because the live stream (shared/, in every
 * page) must name the staff area's keys without importing the staff area's code.
 */
export const queryKeys = {
  products: ['products'] as const,
  settings: ['settings'] as const,
  cart: { all: ['cart'] as const, of: (uid: string) => ['cart', uid] as const },
  // Every order list and every order detail, whoever's: an order's change marks them stale.
  orders: { all: ['orders'] as const, of: (userId: string) => ['orders', userId] as const },
  order: { all: ['order'] as const, of: (id: number) => ['order', id] as const },
  // Where the customer's newest order went, to prefill the checkout on a new phone.
  lastDelivery: (uid: string) => ['last-delivery', uid] as const,
  // A customer's saved addresses: the profile and checkout both read and change them.
  savedAddresses: (uid: string) => ['saved-addresses', uid] as const,
  // The times checkout offers under 'Later'; any order may fill one.
  orderSlots: ['order-slots'] as const,
  authProviders: ['auth-providers'] as const,
  // How the shop tells customers of their order's steps (WhatsApp, SMS): its configuration.
  noticeWays: ['notice-ways'] as const,
  simulatedPayment: (reference: string) => ['payment', 'simulator', reference] as const,
  admin: {
    dashboard: ['admin', 'dashboard'] as const,
    // Under the dashboard's key: what makes the dashboard stale makes the day's card stale too.
    daySummary: ['admin', 'dashboard', 'day-summary'] as const,
    daySummarySettings: ['admin', 'day-summary-settings'] as const,
    customerTexts: (language: string) => ['admin', 'customer-texts', language] as const,
    // The shop's groups of choices with the dishes they are on; any menu change marks it stale.
    optionGroups: ['admin', 'option-groups'] as const,
    // Every dish, those of hidden categories too, and the shop's categories: menu changes.
    menu: ['admin', 'menu'] as const,
    categories: ['admin', 'categories'] as const,
    orders: {
      all: ['admin', 'orders'] as const,
      of: (filter: object) => ['admin', 'orders', filter] as const,
      // The one a tapped notification opened; refreshed with the board.
      one: (id: number) => ['admin', 'orders', 'one', id] as const,
      // Orders for later by their time; refreshed with the board.
      later: ['admin', 'orders', 'later'] as const,
      // Who did what to one order; refreshed with the board.
      history: (id: number) => ['admin', 'orders', 'history', id] as const,
    },
    // Reports and the cash-up read money: any order or refund change marks them stale.
    reports: {
      all: ['admin', 'reports'] as const,
      of: (query: object) => ['admin', 'reports', 'report', query] as const,
      cashUp: (query: object) => ['admin', 'reports', 'cash-up', query] as const,
      drawer: (query: object) => ['admin', 'reports', 'drawer', query] as const,
    },
    users: {
      all: ['admin', 'users'] as const,
      of: (search: string, page: number) => ['admin', 'users', search, page] as const,
    },
    promotions: ['admin', 'promotions'] as const,
    // Customers are made from orders: any order change marks them stale.
    customers: {
      all: ['admin', 'customers'] as const,
      of: (query: object) => ['admin', 'customers', 'list', query] as const,
      notes: ['admin', 'customers', 'notes'] as const,
    },
  },
};
