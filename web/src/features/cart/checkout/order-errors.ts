import { t } from '../../../shared/i18n/i18n';

/**
 * docs/t('md')#catalogue: what the customer reads when sending an order fails. `status` is null
 * when no answer came back (a dropped connection, an answer we could not read).
 */
export function orderErrorMessage(status: number | null, serverMessage = ''): string {
  switch (status) {
    case 400:
      // Finished food, or a choice the dish no longer takes: the server says which.
      return serverMessage || t('foodFinished');
    case 422:
      return t('invalidFields');
    case 401:
      return t('unauthorized');
    case 405:
    case 409:
    case 429:
    case 503:
      // A slot just filled, a choice's price changed, a promotion code refused (409): the server
      // says which, and what to do. The server knows the shop's hours, whether staff paused ordering, how many unpaid
      // orders the customer has, and what keeps it from taking orders now (no database, a full
      // disk): its words stand.
      return serverMessage || t('somethingWentWrong');
    case 500:
      return t('orderServerError');
    default:
      return t('somethingWentWrong');
  }
}
