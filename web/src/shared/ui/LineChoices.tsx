import type { ChosenChoice } from '@buka/domain/dish-options';
import { tl } from '../i18n/later';

/** A line's choices in words, in the menu's order: 'Beef, Extra plantain'. */
export function choicesText(choices: readonly Pick<ChosenChoice, 'name'>[]): string {
  return choices.map((choice) => choice.name).join(', ');
}

interface LineChoicesProps {
  choices: readonly Pick<ChosenChoice, 'name'>[];
  note?: string | undefined;
  className?: string;
}

/**
 * What was chosen with a dish and the customer's note on it, under the dish's name: the same
 * words in the cart, on the order, on the staff board and on paper.
 */
export function LineChoices({
  choices,
  note,
  className = 'text-sm text-stone-600',
}: LineChoicesProps) {
  if (choices.length === 0 && !note) return null;
  return (
    <span className={`block ${className}`}>
      {choices.length > 0 && <span className="block">{choicesText(choices)}</span>}
      {note && (
        <span className="block italic">
          <span className="sr-only">{tl('noteMark')} </span>“{note}”
        </span>
      )}
    </span>
  );
}
