import { differenceWords } from '@buka/domain/drawer';
import { nairaMoney } from '../../../shared/ui/price';

const tone = (difference: number) =>
  difference < 0
    ? 'bg-red-100 text-red-900'
    : difference > 0
      ? 'bg-amber-100 text-amber-950'
      : 'bg-green-100 text-green-900';

/** Over or short against what was expected, said in words ('Short ₦200'), coloured as well. */
export function DrawerDifference({ difference }: { difference: number }) {
  return (
    <span className={`rounded-full px-2 py-0.5 font-bold whitespace-nowrap ${tone(difference)}`}>
      {differenceWords(difference, nairaMoney)}
    </span>
  );
}
