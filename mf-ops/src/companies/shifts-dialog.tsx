import { Button, Checkbox, Field, Input, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { localizedName, useCurrentLanguage } from '@portal/shared';
import {
  COMPANY_SHIFTS_MAX,
  type CompanyShift,
  type CompanyShiftFields,
  type OpsCompanyDetail,
  SHIFT_NAME_MAX,
} from '@portal/shared/contract';
import { useState } from 'react';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { DecisionFrame } from '../queue/decision-frame';
import { saveShifts } from './company-terms-queries';
import { useDialogSave } from './use-dialog-save';
import { shortDay } from './weekday-name';

const useStyles = makeStyles({
  body: { display: 'grid', gap: '16px' },
  shift: {
    display: 'grid',
    gap: '8px',
    padding: '12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' },
  row: { display: 'grid', gap: '8px', gridTemplateColumns: 'repeat(auto-fit, minmax(min(140px, 100%), 1fr))' },
  days: { display: 'flex', flexWrap: 'wrap', gap: '0 4px' },
});

/** Saturday first, as the Saudi week reads (0 = Sunday … 6 = Saturday). */
const WEEK = [6, 0, 1, 2, 3, 4, 5];
const NAMES = [
  ['name_ar', 'companyTerms.nameAr'],
  ['name_en', 'companyTerms.nameEn'],
  ['name_fr', 'companyTerms.nameFr'],
] as const;

const fieldsOf = (shift: CompanyShift): CompanyShiftFields => ({
  name_ar: shift.name.ar,
  name_en: shift.name.en,
  name_fr: shift.name.fr,
  weekdays: shift.weekdays,
  start: shift.start,
  end: shift.end,
});
const blank = (): CompanyShiftFields => ({
  name_ar: '',
  name_en: '',
  name_fr: '',
  weekdays: [6, 0, 1, 2, 3, 4],
  start: '08:00',
  end: '16:00',
});

/** Replaces a company's service shifts with the list edited here (one request; an empty list lifts the limit). */
export function ShiftsDialog({
  company,
  shifts,
  onClose,
}: {
  company: OpsCompanyDetail;
  shifts: CompanyShift[];
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const [list, setList] = useState<CompanyShiftFields[]>(() => shifts.map(fieldsOf));
  const { errors, pending, save } = useDialogSave(onClose);
  const message = (at: number, name: string) =>
    errors[`shifts.${at}.${name}`]?.[0] ?? (name === 'weekdays' ? errors[`shifts.${at}.weekdays.0`]?.[0] : undefined);
  const change = (at: number, patch: Partial<CompanyShiftFields>) =>
    setList((current) => current.map((shift, index) => (index === at ? { ...shift, ...patch } : shift)));
  const toggle = (at: number, weekday: number, on: boolean) => {
    const days = list[at]!.weekdays;
    change(at, { weekdays: on ? [...days, weekday] : days.filter((day) => day !== weekday) });
  };

  const submit = () => save(() => saveShifts(company.id, list), t('companyTerms.shiftsSaved'));

  return (
    <DecisionFrame
      testId="shifts-dialog"
      title={t('companyTerms.shiftsTitle', { name: localizedName(company.name, language) })}
      intro={t('companyTerms.shiftsIntro')}
      hint={errors.shifts?.[0]}
      submitLabel={t('companyTerms.save')}
      pending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className={styles.body}>
        {list.map((shift, at) => (
          <fieldset key={at} className={styles.shift} data-testid={`shift-${at}`}>
            <div className={styles.head}>
              <Subtitle2 as="h3">{t('companyTerms.shiftNumber', { n: at + 1 })}</Subtitle2>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('companyTerms.removeShift')}
                onClick={() => setList((current) => current.filter((_, index) => index !== at))}
              />
            </div>
            <div className={styles.row}>
              {NAMES.map(([name, label]) => (
                <Field key={name} label={t(label)} required validationMessage={message(at, name)}>
                  <Input
                    name={name}
                    maxLength={SHIFT_NAME_MAX}
                    dir={name === 'name_ar' ? 'rtl' : 'ltr'}
                    value={shift[name]}
                    onChange={(_e, data) => change(at, { [name]: data.value })}
                  />
                </Field>
              ))}
            </div>
            <Field label={t('companyTerms.weekdays')} required validationMessage={message(at, 'weekdays')}>
              <div className={styles.days}>
                {WEEK.map((weekday) => (
                  <Checkbox
                    key={weekday}
                    label={shortDay(weekday, language)}
                    checked={shift.weekdays.includes(weekday)}
                    onChange={(_e, data) => toggle(at, weekday, data.checked === true)}
                  />
                ))}
              </div>
            </Field>
            <div className={styles.row}>
              {(['start', 'end'] as const).map((edge) => (
                <Field key={edge} label={t(`companyTerms.${edge}`)} required validationMessage={message(at, edge)}>
                  <Input
                    type="time"
                    name={edge}
                    value={shift[edge]}
                    onChange={(_e, data) => change(at, { [edge]: data.value })}
                  />
                </Field>
              ))}
            </div>
          </fieldset>
        ))}
        {list.length < COMPANY_SHIFTS_MAX ? (
          <Button
            icon={<AddRegular />}
            style={{ justifySelf: 'start' }}
            onClick={() => setList((current) => [...current, blank()])}
            data-testid="add-shift"
          >
            {t('companyTerms.addShift')}
          </Button>
        ) : null}
      </div>
    </DecisionFrame>
  );
}
