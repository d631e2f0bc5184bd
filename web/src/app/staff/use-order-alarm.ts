import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  adminOrdersQuery,
  type OrdersFilter,
} from '../../features/staff-board/api/get-admin-orders';
import { useCan } from '../../shared/session/use-can';
import { playChime } from './chime';

/** New orders nobody has accepted or rejected yet. */
export const ordersToAccept: OrdersFilter = { status: 'new', paid: '' };

// Often enough that nobody talks over it for long; the live stream keeps the count current.
export const ALARM_EVERY_MS = 8000;

/**
 * The board's alarm (issue: never miss an order): it rings at once when an order comes up to
 * accept and again every few seconds until every such order is accepted or rejected, on
 * whatever staff page is open. Answers how many wait.
 */
export function useOrderAlarm(): number {
  // The live stream refreshes it at once; the minute's check is for a stream that missed one.
  // Rung for those who see the board (a rider's phone stays quiet).
  const board = useCan('orders.view');
  const waiting =
    useQuery({ ...adminOrdersQuery(ordersToAccept), refetchInterval: 60_000, enabled: board }).data
      ?.total ?? 0;
  const before = useRef(0);
  useEffect(() => {
    // A new one rings at once; one answered of several does not.
    const more = waiting > before.current;
    before.current = waiting;
    if (waiting === 0) return;
    if (more) playChime();
    const timer = setInterval(playChime, ALARM_EVERY_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  return waiting;
}
