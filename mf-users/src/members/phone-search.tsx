import { Button, Card, Field, Input, makeStyles, Text } from '@fluentui/react-components';
import { PersonSearchRegular } from '@fluentui/react-icons';
import { isApiError, translateMessage } from '@portal/shared';
import { normalizeSaudiPhone, type PhoneLookup } from '@portal/shared/contract';
import { useState } from 'react';
import { useUsersTranslation } from '../i18n/use-users-translation';
import { lookupPhone } from './members-query';

const useStyles = makeStyles({
  row: { display: 'flex', gap: '8px', alignItems: 'end' },
  grow: { flex: 1 },
  card: { padding: '12px', marginTop: '12px' },
});

/** Step one of "add user by phone search": whether the phone can be added, before anything is. */
export function PhoneSearch({ onFound }: { onFound: (result: PhoneLookup) => void }) {
  const styles = useStyles();
  const { t } = useUsersTranslation();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<PhoneLookup | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async () => {
    setResult(null);
    if (!phone.trim()) return setError(translateMessage('validation.phone_required'));
    if (!normalizeSaudiPhone(phone)) return setError(translateMessage('validation.phone_invalid'));
    setError(undefined);
    setBusy(true);
    try {
      setResult(await lookupPhone(phone));
    } catch (failure) {
      setError(isApiError(failure) ? (failure.fieldErrors.phone?.[0] ?? failure.message) : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <div className={styles.row}>
        <Field
          className={styles.grow}
          label={t('members.phone')}
          validationState={error ? 'error' : undefined}
          validationMessage={error}
          required
        >
          <Input
            dir="ltr"
            inputMode="tel"
            value={phone}
            onChange={(_e, data) => setPhone(data.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void search();
              }
            }}
          />
        </Field>
        <Button icon={<PersonSearchRegular />} onClick={() => void search()} disabled={busy}>
          {t('members.search')}
        </Button>
      </div>
      {result ? (
        <Card className={styles.card} data-testid="phone-search-result">
          {/* Whether the phone can be added, and a name only for the company's own members (issue 16.5). */}
          {result.member ? (
            <Text weight="semibold">{t('members.alreadyMember', { name: result.member.full_name })}</Text>
          ) : (
            <>
              <Text weight="semibold">{t('members.canAdd')}</Text>
              <Text dir="ltr">{result.phone}</Text>
            </>
          )}
          {result.can_invite ? (
            <Button appearance="primary" onClick={() => onFound(result)}>
              {t('members.continue')}
            </Button>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
