import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { WIZARD_STEPS } from './wizard-steps';

const NARROW = '@media (max-width: 719px)';
const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '4px 8px',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    [NARROW]: { display: 'none' },
  },
  item: {
    padding: '4px 10px',
    borderRadius: tokens.borderRadiusCircular,
    color: tokens.colorNeutralForeground3,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  done: { color: tokens.colorNeutralForeground1 },
  current: {
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    border: `1px solid ${tokens.colorBrandBackground}`,
  },
  compact: { display: 'none', [NARROW]: { display: 'block' } },
});

/** The steps as a row of chips on wide screens; "Step n of 11 · name" on a phone (spec: works at 390 px). */
export function WizardStepper({ step }: { step: number }) {
  const { t } = useOrdersTranslation();
  const styles = useStyles();
  const total = WIZARD_STEPS.length;
  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0];
  return (
    <nav aria-label={t('quotations.wizard.stepsLabel')}>
      <ol className={styles.list}>
        {WIZARD_STEPS.map((id, index) => (
          <li
            key={id}
            aria-current={index === step ? 'step' : undefined}
            className={mergeClasses(styles.item, index < step && styles.done, index === step && styles.current)}
          >
            <Text size={200}>
              {index + 1}. {t(`quotations.steps.${id}`)}
            </Text>
          </li>
        ))}
      </ol>
      <Text className={styles.compact} weight="semibold" data-testid="wizard-step-compact">
        {t('quotations.wizard.stepOf', { n: step + 1, total })} · {t(`quotations.steps.${current}`)}
      </Text>
    </nav>
  );
}
