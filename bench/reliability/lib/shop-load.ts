import { customerPhone, prepareShop, signUp, type Customer } from '../../lib/api';
import { runPool } from '../../lib/load-pool';
import { crashStock } from '../crash';
import { emptyFigures, MenuChoices, placeUntilAnswered, type LoadFigures } from './order-load';

/** The shop made ready for a load: admin, opening hours, stocks (crashStock), customers. */
export async function openShop(base: string, clients: number) {
  const { admin, stock } = await prepareShop(base, (_food, index) => crashStock(index));
  const choices = new MenuChoices([...stock.keys()]);
  const customers = await runPool(
    Array.from({ length: clients }, (_, i) => i),
    4,
    (i) => signUp(base, customerPhone(i)),
  );
  return { admin, stock, choices, customers };
}

/**
 * Every customer places orders one after another, as careful phone apps do (one
 * Idempotency-Key per order, the same again after no answer or a 503), until stop().
 */
export function startOrderLoad(
  target: () => string,
  customers: readonly Customer[],
  choices: MenuChoices,
): { figures: LoadFigures; stop(): Promise<LoadFigures> } {
  const figures = emptyFigures();
  let loading = true;
  const deadline = Date.now() + 900_000;
  const done = Promise.all(
    customers.map(async (customer) => {
      while (loading) {
        await placeUntilAnswered(
          target,
          customer,
          choices.pick(),
          figures,
          deadline,
          (base, status) => {
            if (status === 400) choices.refresh(base);
          },
        );
      }
    }),
  );
  return {
    figures,
    async stop() {
      loading = false;
      await done;
      return figures;
    },
  };
}
