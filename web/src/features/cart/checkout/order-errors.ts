import { messages } from '@buka/domain/messages';

/**
 * docs/messages.md#catalogue: what the customer reads when sending an order fails. `status` is null
 * when no answer came back (a dropped connection, an answer we could not read).
 */
export function orderErrorMessage(status: number | null, serverMessage = ''): string {
  switch (status) {
    case 400:
      // Finished food, or a choice the dish no longer takes: the server says which.
      return serverMessage || messages.foodFinished;
    case 422:
      return messages.invalidFields;
    case 401:
      return messages.unauthorized;
    case 405:
    case 429:
    case 503:
      // The server knows the shop's hours, whether staff paused ordering, how many unpaid
      // orders the customer has, and what keeps it from taking orders now (no database, a full
      // disk): its words stand.
      return serverMessage || messages.somethingWentWrong;
    case 500:
      return messages.orderServerError;
    default:
      return messages.somethingWentWrong;
  }
}
