// The reason the server records when a customer cancels their own order: data in the database,
// compared as it was stored, so it stays this English sentence whatever the page's language.
export const CUSTOMER_CANCEL_REASON = 'The customer canceled it';
