import { PhoneOrder } from '../../features/staff-phone-orders/PhoneOrder';
import { PhoneOwner } from '../../features/staff-users/components/PhoneOwner';

/**
 * /admin/orders/new: a phone order, told under the typed number whose account it will join
 * (the users feature knows the accounts).
 */
export default function PhoneOrderPage() {
  return <PhoneOrder ownerOf={(phone) => <PhoneOwner phone={phone} />} />;
}
