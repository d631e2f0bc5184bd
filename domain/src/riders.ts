import { z } from 'zod';
import { rowIdSchema } from './ids';

// Riders (docs/orders.md#riders): staff give a delivery to a rider; the rider's page shows only
// the deliveries given to them, and each of their three buttons is a step of the order.

/** PUT /api/admin/orders/:id/rider: the rider it goes with, or null to take it back. */
export const assignRiderSchema = z.object({ riderId: rowIdSchema.nullable() });
export type AssignRider = z.infer<typeof assignRiderSchema>;

/** A rider staff may choose on the board card. */
export const riderSchema = z.object({ id: z.number(), name: z.string(), phone: z.string() });
export type Rider = z.infer<typeof riderSchema>;
export const ridersResponseSchema = z.object({ riders: z.array(riderSchema) });

/** The rider an order is given to, as the board shows it. */
export const orderRiderSchema = z.object({ id: z.number(), name: z.string(), phone: z.string() });

/** The last time a rider brought it back, and why (the board shows it until it goes again). */
export const undeliveredSchema = z.object({ reason: z.string(), at: z.string() });

/** What the rider presses: Picked up, Delivered, Could not deliver (with why). */
export const deliverySteps = ['pickedUp', 'delivered', 'undelivered'] as const;
export type DeliveryStep = (typeof deliverySteps)[number];

// Its words are the route's (the server's `undeliveredReasonRequired`): the rider's page keeps
// its button off until a reason is typed, so customers' pages need not carry them.
export const deliveryStepSchema = z
  .object({
    step: z.enum(deliverySteps),
    reason: z.string().trim().max(200).optional(),
  })
  .refine((body) => body.step !== 'undelivered' || (body.reason ?? '') !== '', {
    path: ['reason'],
  });
export type DeliveryStepRequest = z.input<typeof deliveryStepSchema>;

/** One delivery on the rider's page: where, whom to call, what cash to bring back. */
export const deliverySchema = z.object({
  id: z.number(),
  status: z.string(),
  customerName: z.string(),
  phone: z.string(),
  /** A number the rider may call for directions; '' when none given. */
  directionsPhone: z.string(),
  address: z.string(),
  area: z.string().nullable(),
  landmark: z.string(),
  note: z.string(),
  /** Kobo to collect at the door: the total of an unpaid cash order, else 0. */
  collectKobo: z.number().int(),
  items: z.array(z.object({ name: z.string(), quantity: z.number() })),
  readyAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveriesResponseSchema = z.object({ deliveries: z.array(deliverySchema) });
export type DeliveriesResponse = z.infer<typeof deliveriesResponseSchema>;

/** A map search for the address: opens the phone's own maps app; nothing is downloaded. */
export function mapSearchLink(delivery: Pick<Delivery, 'address' | 'landmark' | 'area'>): string {
  const where = [delivery.address, delivery.landmark, delivery.area]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(where)}`;
}

/** GET /api/admin/reports/rider-cash?from&to: cash each rider collected at the door. */
export const riderCashSchema = z.object({
  riders: z.array(
    z.object({
      riderId: z.number(),
      name: z.string(),
      /** Orders whose cash they collected. */
      orders: z.number(),
      /** Naira, as the other report figures. */
      collected: z.number(),
    }),
  ),
});
export type RiderCash = z.infer<typeof riderCashSchema>;
