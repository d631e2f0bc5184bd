import { BoardSoldOut } from '../../features/staff-menu/components/BoardSoldOut';
import { OrdersBoard } from '../../features/staff-board/OrdersBoard';
import { StaffPushCard } from '../../features/staff-dashboard/components/StaffPushCard';
import { PauseControl } from '../../features/staff-settings/components/PauseControl';
import { useCan } from '../../shared/session/use-can';

/**
 * /admin/orders: the board, with what other staff features keep there during service (pausing
 * is one tap away, a dish runs out from here, this phone's alerts are set up below the orders),
 * each for a role that may use it.
 */
export default function OrdersBoardPage() {
  const pause = useCan('shop.pause');
  const soldOut = useCan('menu.soldOut');
  return (
    <OrdersBoard
      pauseControl={pause && <PauseControl compact />}
      soldOut={soldOut && <BoardSoldOut />}
      pushCard={<StaffPushCard />}
    />
  );
}
