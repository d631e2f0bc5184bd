// docs/orders.md#payment lists MTN, airtel and Vodafone (Ghana's); the shop is in Nigeria, where
// mobile money runs on these four.
export const NETWORKS = ['MTN', 'Airtel', 'Glo', '9mobile'] as const;

// Each network's number prefixes (NCC allocations), to choose the customer's network for them.
const prefixes: Record<(typeof NETWORKS)[number], string[]> = {
  MTN: [
    '0703',
    '0706',
    '0803',
    '0806',
    '0810',
    '0813',
    '0814',
    '0816',
    '0903',
    '0906',
    '0913',
    '0916',
  ],
  Airtel: ['0701', '0708', '0802', '0808', '0812', '0901', '0902', '0904', '0907', '0912'],
  Glo: ['0705', '0805', '0807', '0811', '0815', '0905', '0915'],
  '9mobile': ['0809', '0817', '0818', '0908', '0909'],
};

/** The network a Nigerian number belongs to, else MTN, the one most customers use. */
export function networkOf(phone: string): string {
  const start = phone.replace(/\D/g, '').slice(0, 4);
  return NETWORKS.find((network) => prefixes[network].includes(start)) ?? 'MTN';
}
