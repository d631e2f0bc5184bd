import { BoardSoldOut } from '../../features/staff-menu/components/BoardSoldOut';
import { OrdersBoard } from '../../features/staff-board/OrdersBoard';
import { StaffPushCard } from '../../features/staff-dashboard/components/StaffPushCard';
import { PauseControl } from '../../features/staff-settings/components/PauseControl';

/**
 * /admin/orders: the board, with what other staff features keep there during service (pausing
 * is one tap away, a dish runs out from here, this phone's alerts are set up below the orders).
 */
export default function OrdersBoardPage() {
  return (
    <OrdersBoard
      pauseControl={<PauseControl compact />}
      soldOut={<BoardSoldOut />}
      pushCard={<StaffPushCard />}
    />
  );
}
