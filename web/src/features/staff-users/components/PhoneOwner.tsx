import { useQuery } from '@tanstack/react-query';
import { normalizePhone } from '@buka/domain/phone-numbers';
import { usersQuery } from '../api/get-users';

/**
 * Under the phone number of a phone order: whose account the order will join, so staff can
 * tell the caller before placing it. The server links it the same way (by the exact number).
 */
export function PhoneOwner({ phone }: { phone: string }) {
  const typed = normalizePhone(phone);
  const complete = /^\d{11}$/.test(typed);
  const users = useQuery({ ...usersQuery(typed), enabled: complete, placeholderData: undefined });
  if (!complete || !users.data) return null;
  const owner = users.data.users.find((user) => user.phoneNumber === typed);
  return (
    <p aria-live="polite" className="text-sm text-stone-700 sm:col-span-2">
      {owner
        ? `${owner.displayName || owner.name} has an account with this number: the order will show in their orders.`
        : 'No account has this number: the order will be on the board only.'}
    </p>
  );
}
