import type { ReactNode } from 'react';
import { Icon } from '../../shared/ui/icons';

// The sidebar's 20 px line icons, drawn here so the shop's pages never carry them.
const SidebarIcon = ({ children }: { children: ReactNode }) => <Icon size={20}>{children}</Icon>;

export const DashboardIcon = () => (
  <SidebarIcon>
    <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />
  </SidebarIcon>
);
export const AddIcon = () => (
  <SidebarIcon>
    <path d="M12 5v14M5 12h14" />
  </SidebarIcon>
);
export const FoodIcon = () => (
  <SidebarIcon>
    <path d="M3 11h18a9 9 0 0 1-18 0zM7 7c0-1.5 1-2 1-3M12 7c0-1.5 1-2 1-3M17 7c0-1.5 1-2 1-3" />
  </SidebarIcon>
);
export const OrdersIcon = () => (
  <SidebarIcon>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />
  </SidebarIcon>
);
export const UsersIcon = () => (
  <SidebarIcon>
    <path d="M16 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 20v-1a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </SidebarIcon>
);
export const SettingsIcon = () => (
  <SidebarIcon>
    <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </SidebarIcon>
);
export const LogoutIcon = () => (
  <SidebarIcon>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </SidebarIcon>
);
export const StoreIcon = () => (
  <SidebarIcon>
    <path d="M3 9l2-5h14l2 5M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM5 13v8h14v-8M10 21v-5h4v5" />
  </SidebarIcon>
);
export const ReportsIcon = () => (
  <SidebarIcon>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </SidebarIcon>
);
export const CustomersIcon = () => (
  <SidebarIcon>
    <path d="M4 4h13a2 2 0 0 1 2 2v14H6a2 2 0 0 1-2-2zM11.5 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM7.5 17a4 4 0 0 1 8 0M19 8h2M19 12h2M19 16h2" />
  </SidebarIcon>
);
export const CashIcon = () => (
  <SidebarIcon>
    <path d="M2 7h20v10H2zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 7v10M18 7v10" />
  </SidebarIcon>
);
export const PromotionsIcon = () => (
  <SidebarIcon>
    <path d="M3 12V4h8l10 10-8 8zM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z" />
  </SidebarIcon>
);
