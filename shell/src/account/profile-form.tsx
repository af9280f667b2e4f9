import { Button, Field, Input } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { applyFieldErrors, callEndpoint, notifySuccess } from '@portal/shared';
import {
  PROFILE_ENDPOINTS,
  type Profile,
  type ProfileUpdateBody,
  profileUpdateBodySchema,
} from '@portal/shared/contract';
import { FormTextField } from '@portal/shared/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { loadLoginInfo } from '../auth/api/auth-api';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { profileQuery } from './account-queries';

/** Account tab: the user's own name and email (auth/user/update). The phone is the sign-in identity. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useShellTranslation();
  const client = useQueryClient();
  const form = useForm<ProfileUpdateBody>({
    resolver: valibotResolver(profileUpdateBodySchema),
    defaultValues: { full_name: profile.name, email: profile.email ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await callEndpoint(PROFILE_ENDPOINTS.update, { body });
      notifySuccess('dataUpdated');
      await client.invalidateQueries({ queryKey: profileQuery().queryKey });
      await loadLoginInfo(); // the navbar shows the new name at once
    } catch (error) {
      applyFieldErrors(error, (name, e) => form.setError(name as keyof ProfileUpdateBody, e));
    }
  });
  return (
    <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <FormTextField control={form.control} name="full_name" label={t('account.fullName')} required />
      <FormTextField control={form.control} name="email" label={t('account.email')} type="email" dir="ltr" />
      <Field label={t('account.phone')}>
        <Input value={profile.phone} readOnly dir="ltr" />
      </Field>
      <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
        {t('account.save')}
      </Button>
    </form>
  );
}
