import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { StaffCreated } from '@restaurant/contract/users.ts';
import { SelectField, TextField } from '#web/admin/components/fields.tsx';
import { ROLE_LABELS, useInviteMember } from '#web/admin/features/staff/api.ts';
import { InvitationPanel } from '#web/admin/features/staff/invitation-panel.tsx';
import { ApiError } from '#web/admin/lib/api-client.ts';
import { requiredMessage } from '#web/admin/lib/form-messages.ts';

const InviteSchema = z.object({
  name: z.string().trim().min(1, requiredMessage('Név')),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9._@-]{3,64}$/, '3–64 betű, szám vagy . _ @ - jel, ékezet nélkül'),
  role: z.enum(['owner', 'editor']),
});
type Invite = z.infer<typeof InviteSchema>;

const ROLE_OPTIONS = [
  { value: 'editor', label: `${ROLE_LABELS.editor} – étlap, itallap, menük` },
  { value: 'owner', label: `${ROLE_LABELS.owner} – minden, a munkatársak is` },
];

/** Adds a person and shows the invitation they enrol with. */
export function InviteForm() {
  const invite = useInviteMember();
  const [created, setCreated] = useState<StaffCreated | null>(null);
  const form = useForm<Invite>({
    resolver: zodResolver(InviteSchema),
    defaultValues: { name: '', username: '', role: 'editor' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setCreated(await invite.mutateAsync(values));
      form.reset();
    } catch (error) {
      const taken = error instanceof ApiError && error.status === 409;
      form.setError(taken ? 'username' : 'root', {
        message: taken ? 'Ez a felhasználónév már foglalt' : 'Hiba történt a meghívás közben.',
      });
    }
  });
  return (
    <div className="invite">
      <FormProvider {...form}>
        <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <h2>Új munkatárs meghívása</h2>
          {form.formState.errors.root ? (
            <p className="form-error" role="alert">
              {form.formState.errors.root.message}
            </p>
          ) : null}
          <TextField name="name" label="Név" autoComplete="off" />
          <TextField name="username" label="Felhasználónév" autoComplete="off" />
          <SelectField name="role" label="Szerepkör" options={ROLE_OPTIONS} />
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={invite.isPending}>
              Meghívó készítése
            </button>
          </div>
        </form>
      </FormProvider>
      {created ? (
        <InvitationPanel
          name={created.user.name ?? created.user.username}
          invitation={created.invitation}
        />
      ) : null}
    </div>
  );
}
