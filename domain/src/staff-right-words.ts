import type { StaffRight } from './staff-roles';

/** What each staff right lets a person do, as the staff pages say it when giving a role. */
export const staffRightWords: Record<StaffRight, string> = {
  /** See the orders board, its orders for later and one order as staff see it. */
  'orders.view': 'See the orders board',
  /** Accept or reject a new order, and mark a pickup ready. */
  'orders.prepare': 'Accept, reject and ready orders',
  /** Send a delivery on its way, mark it delivered or collected, cancel an accepted order. */
  'orders.handOver': 'Hand orders over',
  /** Take an order on the phone or WhatsApp. */
  'orders.phone': 'Take phone orders',
  /** Mark a cash or transfer order paid, and take it back within a minute. */
  'orders.cash': 'Mark orders paid',
  /** Give a delivery to a rider, or take it back. */
  'orders.assign': 'Give deliveries to riders',
  /** The rider's page: the deliveries given to them, picked up, delivered or brought back. */
  'orders.ride': 'Deliver the orders given to them',
  /** Payments and refunds on the board; the day's takings on the dashboard. */
  'money.view': 'See payments and takings',
  'money.refund': 'Refund money',
  /** The evening's cash-up: what the drawer should hold; counting it and closing the day. */
  'cash.count': 'Count the drawer and close the day',
  /** Open a closed day again, with a reason, to count it once more. */
  'cash.reopen': 'Reopen a closed day',
  'reports.view': 'See reports',
  /** Add, change and remove dishes and their choices. */
  'menu.edit': 'Change the menu',
  /** Mark a dish or a choice finished for today. */
  'menu.soldOut': 'Mark dishes finished',
  /** Stop and restart taking orders for a while. */
  'shop.pause': 'Pause ordering',
  'settings.edit': 'Change the settings',
  /** Create, change and end promotion codes and automatic offers. */
  'promotions.edit': 'Run promotions and codes',
  /** The customers page: who orders, what they spend, staff's notes about them. */
  'customers.view': 'See customers and their notes',
  /** Find customers, disable and enable their accounts. */
  'users.manage': 'Find and disable customers',
  /** Delete an account and its data for good. */
  'users.delete': 'Delete accounts',
  /** Give, change and take back staff roles; disable or delete a member of staff. */
  'staff.roles': 'Give staff roles',
  /** The API's description, which lists every staff call. */
  'api.describe': 'Read the API description',
};
