import { z } from 'zod';
import { messages } from './messages';

/**
 * In how many minutes an accepted order will be ready: what staff promise the customer when they
 * accept an order on the board or take one on the phone.
 */
export const readyInMinutesSchema = z
  .number({ error: messages.readyTimeInvalid })
  .int(messages.readyTimeInvalid)
  .min(5, messages.readyTimeInvalid)
  .max(240, messages.readyTimeInvalid);
