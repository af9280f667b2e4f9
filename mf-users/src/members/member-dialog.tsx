import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { notify, useAppAbility } from '@portal/shared';
import {
  type CompanyUser,
  type PhoneLookup,
  residentCreateBodySchema,
  residentUpdateBodySchema,
  userCreateBodySchema,
  userUpdateBodySchema,
} from '@portal/shared/contract';
import { FormDialog, FormTextField } from '@portal/shared/forms';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useUsersTranslation } from '../i18n/use-users-translation';
import { type MemberFormFields, MemberFormFieldset } from './member-form-fields';
import { type MemberKind, useAddMember, useMemberOptions, useUpdateMember } from './members-query';
import { PhoneSearch } from './phone-search';

const useStyles = makeStyles({ surface: { maxWidth: '760px' }, content: { display: 'grid', gap: '16px' } });

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

function initialValues(member: CompanyUser | undefined): MemberFormFields {
  return {
    phone: member?.phone ?? '',
    full_name: member?.full_name ?? '',
    username: member?.username ?? '',
    email: member?.email ?? null,
    role_id: member?.role.id ?? '',
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
  const { t } = useUsersTranslation();
  const styles = useStyles();
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
    defaultValues: initialValues(member),
  });
  const showForm = !adding || found !== null || !canSearch;

  const onPhoneFound = (result: PhoneLookup) => {
    setFound(result);
    form.setValue('phone', result.phone);
  };

  // Adding answers whether a WhatsApp message went out, and whether the person must first accept (they already
  // had an account: issue 26.6); an edit answers the member.
  const send = async ({ phone, ...fields }: MemberFormFields): Promise<{ invited: boolean; pending: boolean }> => {
    if (member) {
      await update.mutateAsync({ id: member.id, body: fields });
      return { invited: false, pending: false };
    }
    const added = await add.mutateAsync({ ...fields, phone });
    return { invited: Boolean(added.invited), pending: added.status === 'invited' };
  };

  return (
    <FormDialog
      title={adding ? t(`${kind}s.add`) : t(`${kind}s.edit`)}
      form={form}
      onSubmit={send}
      success={adding ? 'created' : 'updated'}
      onSaved={(saved) => {
        if (saved.pending) notify.success(t('members.invitationPending'));
        else if (saved.invited) notify.success(t('members.invited'));
      }}
      onClose={onClose}
      submitLabel={adding ? t('actions.add') : t('actions.save')}
      canSubmit={showForm}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
    >
      {adding && canSearch ? <PhoneSearch onFound={onPhoneFound} /> : null}
      {adding && !canSearch ? (
        <FormTextField control={form.control} name="phone" label={t('members.phone')} required dir="ltr" />
      ) : null}
      {found?.can_invite ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('members.willInvite')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {showForm ? <MemberFormFieldset control={form.control} options={options.data} /> : null}
    </FormDialog>
  );
}
