import type { FormEvent } from 'react';
import { Navigate } from 'react-router';
import { profileUpdateSchema, type SessionUser } from '@buka/domain/auth';
import { loggedOutOnPurpose, useSession } from '../../shared/session/session-store';
import { toast } from '../../shared/toast/toast-store';
import { Avatar } from '../../shared/ui/Avatar';
import { Button } from '../../shared/ui/Button';
import { PhoneField, TextField } from '../../shared/ui/TextField';
import { useForm } from '../../shared/validation/use-form';
import { ImageUpload } from '../../shared/uploads/ImageUpload';
import { deleteUpload } from '../../shared/uploads/upload-image';
import { updateProfile, useUpdateProfile } from './api/update-profile';
import { SavedAddresses } from './components/SavedAddresses';
import { t } from '../../shared/i18n/i18n';
import { tl } from '../../shared/i18n/later';

export default function ProfilePage() {
  const user = useSession();
  if (!user) return loggedOutOnPurpose() ? null : <Navigate to="/login" replace />;
  // Another account signing in on this phone gets a fresh form.
  return <ProfileForm key={user.uid} user={user} />;
}

function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const form = useForm({ name: user.name, phoneNumber: user.phoneNumber ?? '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    // docs/server-rules.md#validation: the phone takes digits only, and
    // (docs/server-rules.md#limits) exactly 11 of them; spaces, dashes and the country code are how
    // people write it, not part of it.
    const phone = form.values.phoneNumber.trim();
    const changes = form.validate(profileUpdateSchema, {
      // A name that came from an identity provider (say "Adé" or "O'Neil") may not pass the
      // docs/server-rules.md#validation rule; it is checked only when changed, so adding a phone is
      // never blocked.
      name: form.values.name === user.name ? undefined : form.values.name,
      // An account made with e-mail may have no phone yet; once there is one it stays required.
      phoneNumber: phone || user.phoneNumber ? phone : undefined,
    });
    if (!changes || update.isPending) return;
    update.mutate(changes, {
      onSuccess: (saved) => {
        // The phone shows as it is kept ('+234 803…' becomes '0803…').
        form.setValues({ name: saved.name, phoneNumber: saved.phoneNumber ?? '' });
        toast.success(tl('profileSaved'));
      },
      onError: (error) => toast.error(error.message),
    });
  }

  const shownName = user.displayName || user.email || t('unnamedUser');
  return (
    <main className="mx-auto w-full max-w-md px-4 py-8">
      <h1 className="mb-6 text-3xl font-extrabold">{t('navProfile')}</h1>
      <div className="mb-6 flex items-center gap-4">
        <Avatar photoURL={user.photoURL} alt={tl('photoOf', { name: shownName })} size={80} />
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">{shownName}</p>
          {user.email && <p className="truncate text-sm text-stone-600">{user.email}</p>}
        </div>
      </div>
      <ProfilePhoto user={user} />
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        <TextField label={tl('fullNameLabel')} autoComplete="name" {...form.field('name')} />
        <PhoneField {...form.field('phoneNumber')} />
        <Button type="submit" loading={update.isPending} className="mt-2 w-full">
          {tl('saveButton')}
        </Button>
      </form>
      <SavedAddresses uid={user.uid} />
    </main>
  );
}

/** docs/screens.md#pages /profile photo: saved as soon as it is uploaded (PATCH /api/me { photoURL }). */
function ProfilePhoto({ user }: { user: SessionUser }) {
  const save = useUpdateProfile();
  const shown = save.isPending ? (save.variables.photoURL ?? '') : (user.photoURL ?? '');
  return (
    <section className="mb-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <ImageUpload
        label={tl('profilePhotoLabel')}
        purpose="profile"
        value={shown}
        onChange={(url) => {
          if (!url) return; // removal already saved by beforeRemove
          save.mutate(
            { photoURL: url },
            {
              onError: (error) => {
                toast.error(error.message);
                // Nothing points at the new picture: it should not linger on the server.
                void deleteUpload(url).catch(() => undefined);
              },
            },
          );
        }}
        // The profile lets go of the photo first, so it never points at a deleted picture.
        beforeRemove={async () => {
          await updateProfile({ photoURL: null });
        }}
      />
    </section>
  );
}
