import { useState } from 'react';
import type { Promotion } from '@buka/domain/promotions';
import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { usePromotions } from './api/promotions';
import { PromotionCard } from './components/PromotionCard';
import { PromotionForm } from './components/PromotionForm';

/** docs/screens.md#staff-area /admin/promotions: codes and automatic offers. */
export default function PromotionsPage() {
  const promotions = usePromotions();
  // 'new', a promotion being changed, or nothing open.
  const [editing, setEditing] = useState<'new' | Promotion | null>(null);

  return (
    <>
      <PageTitle
        aside={editing === null && <Button onClick={() => setEditing('new')}>New promotion</Button>}
      >
        Promotions
      </PageTitle>
      {editing !== null && (
        <div className="mb-5 max-w-xl">
          <PromotionForm
            key={editing === 'new' ? 'new' : editing.id}
            promotion={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        </div>
      )}
      {promotions.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : promotions.isError ? (
        <LoadFailed error={promotions.error} retry={() => void promotions.refetch()} />
      ) : promotions.data.length === 0 ? (
        <p className="text-stone-700">No promotions yet</p>
      ) : (
        <ul aria-label="Promotions" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {promotions.data.map((promotion) => (
            <PromotionCard
              key={promotion.id}
              promotion={promotion}
              onEdit={() => setEditing(promotion)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
