import { startTransition, useDeferredValue, useOptimistic, useState } from 'react';
import { Link } from 'react-router';
import {
  customerTextsMessages,
  type CustomerText,
  type CustomerTexts,
} from '@buka/domain/customer-texts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@buka/domain/languages';
import { messages } from '@buka/domain/messages';
import { ApiError } from '../../shared/api/client';
import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { SettingCheckbox } from '../../shared/staff/SettingCheckbox';
import { toast } from '../../shared/toast/toast-store';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { TextField } from '../../shared/ui/TextField';
import { useCustomerTexts, useMarkReviewed } from './api/customer-texts';
import { CustomerTextRow } from './components/CustomerTextRow';
import { TEXT_PLACES } from './lib/text-places';

// Hundreds of sentences: a phone draws a page of them at a time, the search finds the rest.
const PAGE = 40;

type Place = CustomerText['kind'] | 'all';

/**
 * The owner's own wording of every sentence a customer reads, per language, and the mark that
 * the shop has read a language through (docs/languages.md#the-shops-own-words).
 */
export default function CustomerTextsPage() {
  const [language, setLanguage] = useState<Language>('ha');
  const [search, setSearch] = useState('');
  const [onlyOwn, setOnlyOwn] = useState(false);
  const [place, setPlace] = useState<Place>('all');
  const texts = useCustomerTexts(language);
  return (
    <>
      <PageTitle
        aside={
          <Link to="/admin/settings" className="text-sm font-semibold text-brand-700 underline">
            Back to settings
          </Link>
        }
      >
        Customer texts
      </PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-stone-600">
        Every sentence customers read on the pages (the menu, the cart, the checkout, sign-in, their
        orders), in the answers to what they ask and in the push and SMS texts, in each language.
        Change one and customers see your wording at once; reset it to go back to the default.
        WhatsApp messages use templates Meta approved, which cannot be changed here.
      </p>
      <div className="mb-4 flex max-w-3xl flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm font-semibold text-stone-900">
          Language
          <select
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            className="min-h-11 rounded-xl border border-stone-300 bg-white px-3 font-normal"
          >
            {LANGUAGES.map((each) => (
              <option key={each} value={each}>
                {LANGUAGE_NAMES[each]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-stone-900">
          Where
          <select
            value={place}
            onChange={(event) => setPlace(event.target.value as Place)}
            className="min-h-11 rounded-xl border border-stone-300 bg-white px-3 font-normal"
          >
            <option value="all">Everywhere</option>
            {Object.entries(TEXT_PLACES).map(([kind, name]) => (
              <option key={kind} value={kind}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="Search sentences"
          type="search"
          value={search}
          placeholder="A word, in English or in the language"
          onChange={(event) => setSearch(event.target.value)}
          className="w-full max-w-md"
        />
        <SettingCheckbox label="Only the shop’s wording" checked={onlyOwn} onChange={setOnlyOwn} />
      </div>
      {texts.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : texts.isError ? (
        <LoadFailed error={texts.error} retry={() => void texts.refetch()} />
      ) : (
        <TextsList
          key={`${language} ${place}`}
          texts={texts.data}
          search={search}
          onlyOwn={onlyOwn}
          place={place}
        />
      )}
    </>
  );
}

const matches = (text: CustomerText, words: string) =>
  [text.key, text.english, text.standard, text.wording ?? ''].some((part) =>
    part.toLowerCase().includes(words),
  );

function TextsList({
  texts,
  search,
  onlyOwn,
  place,
}: {
  texts: CustomerTexts;
  search: string;
  onlyOwn: boolean;
  place: Place;
}) {
  const [shown, setShown] = useState(PAGE);
  const words = useDeferredValue(search.trim().toLowerCase());
  const found = texts.texts.filter(
    (text) =>
      (place === 'all' || text.kind === place) &&
      (!onlyOwn || text.wording !== null) &&
      (!words || matches(text, words)),
  );
  return (
    <section aria-label="Sentences" className="max-w-3xl">
      {texts.language !== 'en' && <ReviewedSwitch texts={texts} />}
      <p className="text-sm text-stone-600" role="status">
        {found.length} of {texts.texts.length} sentences
      </p>
      <ul className="flex flex-col">
        {found.slice(0, shown).map((text) => (
          <CustomerTextRow key={text.key} language={texts.language} text={text} />
        ))}
      </ul>
      {found.length > shown && (
        <Button variant="secondary" className="mt-3" onClick={() => setShown(shown + PAGE)}>
          Show more
        </Button>
      )}
    </section>
  );
}

function ReviewedSwitch({ texts }: { texts: CustomerTexts }) {
  const mark = useMarkReviewed(texts.language);
  // Drawn in the tap's own frame: the cache's change reaches the page only on TanStack Query's
  // next timer, and until then React puts a controlled box back as it was (it flickered off).
  const [checked, showChecked] = useOptimistic(texts.reviewed);
  return (
    <div className="mb-3 rounded-2xl bg-white p-3 ring-1 ring-stone-200">
      <SettingCheckbox
        label={`The shop has checked the ${LANGUAGE_NAMES[texts.language]} texts`}
        hint="The language chooser then marks it ✓ checked by the shop."
        checked={checked}
        onChange={(reviewed) =>
          startTransition(async () => {
            showChecked(reviewed);
            try {
              await mark.mutateAsync(reviewed);
              toast.success(customerTextsMessages.textsReviewedSaved);
            } catch (error) {
              toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong);
            }
          })
        }
      />
    </div>
  );
}
