import { Button, Field, Input, makeStyles, Textarea } from '@fluentui/react-components';
import { type FieldErrors, isApiError } from '@portal/shared';
import { REEL_TEXT_MAX, REEL_TITLE_MAX } from '@portal/shared/contract';
import { type FormEvent, useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { createReel } from './reels-queries';

const useStyles = makeStyles({
  form: { display: 'grid', gap: '12px', maxWidth: '760px' },
  languages: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
});

const LANGUAGES = ['ar', 'en', 'fr'] as const;

/** A new draft reel: its title and text in the three languages, then its poster (checked by the API). */
export function ReelForm() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    try {
      // The text fields first, the file last: the API checks the fields before storing a byte.
      const data = new FormData(form);
      const poster = data.get('poster');
      data.delete('poster');
      if (poster) data.append('poster', poster);
      await createReel(data);
      setErrors({});
      form.reset();
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  };
  const message = (name: string) => errors[name]?.[0];
  return (
    <form className={styles.form} onSubmit={submit} data-testid="reel-form">
      {LANGUAGES.map((language) => (
        <div key={language} className={styles.languages}>
          <Field label={t(`reels.title.${language}`)} required validationMessage={message(`title_${language}`)}>
            <Input name={`title_${language}`} maxLength={REEL_TITLE_MAX} dir={language === 'ar' ? 'rtl' : 'ltr'} />
          </Field>
          <Field label={t(`reels.text.${language}`)} required validationMessage={message(`text_${language}`)}>
            <Textarea name={`text_${language}`} maxLength={REEL_TEXT_MAX} dir={language === 'ar' ? 'rtl' : 'ltr'} />
          </Field>
        </div>
      ))}
      <Field label={t('reels.poster')} hint={t('reels.posterHint')} required validationMessage={message('poster')}>
        <input type="file" name="poster" accept="image/png,image/jpeg" data-testid="reel-poster" />
      </Field>
      <Button type="submit" appearance="primary" disabled={busy} style={{ justifySelf: 'start' }}>
        {t('reels.create')}
      </Button>
    </form>
  );
}
