import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

// Route-level code splitting: each page is its own chunk, so a customer's first download holds
// only the shell and the page they opened (and never the admin area).
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: () => import('../features/home/HomePage').then(page) },
      { path: '/menu', lazy: () => import('../features/menu/MenuPage').then(page) },
      { path: '/menu/:user', lazy: () => import('../features/menu/MenuPage').then(page) },
      { path: '/login', lazy: () => import('../features/auth/LoginPage').then(page) },
      { path: '/register', lazy: () => import('../features/auth/RegisterPage').then(page) },
      {
        // The identity provider sign-in lands here (spec §1), with a one-time code.
        path: '/auth/oidc/done',
        lazy: () => import('../features/auth/oidc/OidcDonePage').then(page),
      },
      { path: '/profile', lazy: () => import('../features/profile/ProfilePage').then(page) },
      { path: '/about', lazy: () => import('../features/about/AboutPage').then(page) },
      { path: '/contact', lazy: () => import('../features/contact/ContactPage').then(page) },
      { path: '/services', lazy: () => import('../features/services/ServicesPage').then(page) },
      { path: '/orders', lazy: () => import('../features/orders/OrdersPage').then(page) },
      {
        // Optional segments: a link missing either still lands here, on 'Invalid redirect'.
        path: '/order/success/:orderId?/:orderTotal?',
        lazy: () => import('../features/checkout/OrderSuccessPage').then(page),
      },
      {
        path: '/payment/success',
        lazy: () => import('../features/payment/PaymentSuccessPage').then(page),
      },
      {
        path: '/payment/fail',
        lazy: () => import('../features/payment/PaymentFailPage').then(page),
      },
      {
        path: '/payment/exists',
        lazy: () => import('../features/payment/PaymentExistsPage').then(page),
      },
      { path: '/error', lazy: () => import('../features/payment/ServerErrorPage').then(page) },
      {
        path: '/pay/simulator/:reference',
        lazy: () => import('../features/payment/SimulatorPage').then(page),
      },
      {
        // spec §2 /admin: the staff area for an admin, the home page for anyone else (the gate
        // decides); every page of it is its own chunk that customers never download.
        path: '/admin',
        lazy: () => import('../features/admin/AdminGate').then(page),
        children: [
          {
            index: true,
            lazy: () => import('../features/admin/dashboard/DashboardPage').then(page),
          },
          { path: 'add-food', lazy: () => import('../features/admin/food/AddFoodPage').then(page) },
          {
            path: 'edit-food/:id',
            lazy: () => import('../features/admin/food/EditFoodPage').then(page),
          },
          { path: 'menu', lazy: () => import('../features/admin/menu/AdminMenuPage').then(page) },
          {
            path: 'orders',
            lazy: () => import('../features/admin/orders/AdminOrdersPage').then(page),
          },
          {
            path: 'users',
            lazy: () => import('../features/admin/users/AdminUsersPage').then(page),
          },
          {
            path: 'settings',
            lazy: () => import('../features/admin/settings/AdminSettingsPage').then(page),
          },
          { path: '*', element: <Navigate to="/admin" replace /> },
        ],
      },
      { path: '*', lazy: () => import('../features/home/HomePage').then(page) },
    ],
  },
]);

function page(module: { default: React.ComponentType }) {
  return { Component: module.default };
}
