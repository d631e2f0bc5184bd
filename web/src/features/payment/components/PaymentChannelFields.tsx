import { useId } from 'react';
import { PhoneField, TextField } from '../../../shared/ui/TextField';
import { NETWORKS } from '../networks';
import { tl } from '../../../shared/i18n/later';

export interface ChannelDetails {
  network: string;
  phone: string;
  bankName: string;
  accountNumber: string;
}

interface Props {
  channel: 'mobile_money' | 'bank';
  details: ChannelDetails;
  onChange: (details: ChannelDetails) => void;
}

/** The fields of the chosen channel: network and phone, or bank and account number. */
export function PaymentChannelFields({ channel, details, onChange }: Props) {
  const networkId = useId();
  const set = (field: keyof ChannelDetails) => (value: string) =>
    onChange({ ...details, [field]: value });

  if (channel === 'bank') {
    return (
      <>
        <TextField
          label="Bank name"
          autoComplete="off"
          value={details.bankName}
          onChange={(event) => set('bankName')(event.target.value)}
        />
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          value={details.accountNumber}
          onChange={(event) => set('accountNumber')(event.target.value)}
        />
      </>
    );
  }
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={networkId} className="text-sm font-medium text-stone-800">
          {tl('networkLabel')}
        </label>
        <select
          id={networkId}
          value={details.network}
          onChange={(event) => set('network')(event.target.value)}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base focus:ring-2 focus:ring-brand-500 focus:outline-none"
        >
          <option value="">{tl('chooseNetwork')}</option>
          {NETWORKS.map((network) => (
            <option key={network} value={network}>
              {network}
            </option>
          ))}
        </select>
      </div>
      <PhoneField value={details.phone} onChange={(event) => set('phone')(event.target.value)} />
    </>
  );
}

/** docs/server-rules.md#validation: 'Complete payment info' until the chosen channel's fields are all filled in. */
export function isComplete(channel: 'mobile_money' | 'bank', details: ChannelDetails): boolean {
  return channel === 'bank'
    ? details.bankName.trim() !== '' && details.accountNumber.trim() !== ''
    : details.network !== '' && details.phone.trim() !== '';
}
