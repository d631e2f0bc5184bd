import { createBrowserRouter } from 'react-router';
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
      { path: '/profile', lazy: () => import('../features/profile/ProfilePage').then(page) },
      { path: '/about', lazy: () => import('../features/about/AboutPage').then(page) },
      { path: '/contact', lazy: () => import('../features/contact/ContactPage').then(page) },
      { path: '/services', lazy: () => import('../features/services/ServicesPage').then(page) },
      { path: '*', lazy: () => import('../features/home/HomePage').then(page) },
    ],
  },
]);

function page(module: { default: React.ComponentType }) {
  return { Component: module.default };
}
