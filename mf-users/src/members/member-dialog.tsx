import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { applyFieldErrors, FormTextField, notify, notifySuccess, useAppAbility } from '@portal/shared';
import {
  type CompanyUser,
  type PhoneLookup,
  residentCreateBodySchema,
  residentUpdateBodySchema,
  userCreateBodySchema,
  userUpdateBodySchema,
} from '@portal/shared/contract';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type MemberFormFields, MemberFormFieldset } from './member-form-fields';
import { type MemberKind, useAddMember, useMemberOptions, useUpdateMember } from './members-query';
import { PhoneSearch } from './phone-search';

// One form, four contract schemas: the resolver is picked by resource (user/resident) and mode (add/edit).
function resolverFor(kind: MemberKind, adding: boolean): Resolver<MemberFormFields> {
  const resolver =
    kind === 'user'
      ? adding
        ? valibotResolver(userCreateBodySchema)
        : valibotResolver(userUpdateBodySchema)
      : adding
        ? valibotResolver(residentCreateBodySchema)
        : valibotResolver(residentUpdateBodySchema);
  return resolver as unknown as Resolver<MemberFormFields>;
}

function initialValues(member: CompanyUser | undefined, kind: MemberKind): MemberFormFields {
  return {
    phone: member?.phone ?? '',
    full_name: member?.full_name ?? '',
    username: member?.username ?? '',
    email: member?.email ?? null,
    role_id: member?.role.id ?? '',
    role_type: kind === 'user' ? (member?.role_type ?? 'Employee') : undefined,
    branch_ids: member?.branches.map((b) => b.id) ?? [],
    expires_on: member?.expires_on ?? null,
  };
}

/** Add (phone search first, then the form) or edit a member; server field errors land next to the fields. */
export function MemberDialog({
  kind,
  member,
  onClose,
}: {
  kind: MemberKind;
  /** The member to edit; absent = add. */
  member?: CompanyUser;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const ability = useAppAbility();
  const adding = !member;
  // The phone search needs "insert b2b_users"; a residents-only manager types the phone in the form instead.
  const canSearch = ability.can('insert', 'b2b_users');
  const [found, setFound] = useState<PhoneLookup | null>(null);
  const options = useMemberOptions(kind, true);
  const add = useAddMember(kind);
  const update = useUpdateMember(kind);
  const form = useForm<MemberFormFields>({
    resolver: resolverFor(kind, adding),
    defaultValues: initialValues(member, kind),
  });
  const showForm = !adding || found !== null || !canSearch;

  const onPhoneFound = (result: PhoneLookup) => {
    setFound(result);
    form.setValue('phone', result.phone);
    if (result.user) {
      form.setValue('full_name', result.user.full_name);
      form.setValue('email', result.user.email);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const { phone, ...fields } = values;
    try {
      if (member) {
        await update.mutateAsync({ id: member.id, body: fields });
        notifySuccess('updated');
      } else {
        const created = await add.mutateAsync({ ...fields, phone });
        notifySuccess('created');
        if (created.invited) notify.success(t('members.invited'));
      }
      onClose();
    } catch (error) {
      applyFieldErrors(error, (name, e) => form.setError(name as keyof MemberFormFields, e));
    }
  });

  const title = adding ? t(`${kind}s.add`) : t(`${kind}s.edit`);
  return (
    <Dialog open onOpenChange={(_e, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: '760px' }}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent style={{ display: 'grid', gap: '16px' }}>
              {adding && canSearch ? <PhoneSearch onFound={onPhoneFound} /> : null}
              {adding && !canSearch ? (
                <FormTextField control={form.control} name="phone" label={t('members.phone')} required dir="ltr" />
              ) : null}
              {found && !found.user ? (
                <MessageBar intent="info">
                  <MessageBarBody>{t('members.willInvite')}</MessageBarBody>
                </MessageBar>
              ) : null}
              {showForm ? (
                <MemberFormFieldset control={form.control} options={options.data} withRoleType={kind === 'user'} />
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('actions.cancel')}
              </Button>
              {showForm ? (
                <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
                  {adding ? t('actions.add') : t('actions.save')}
                </Button>
              ) : null}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
