import { Badge, makeStyles, ProgressBar, Subtitle2, shorthands, Text, tokens } from '@fluentui/react-components';
import type { DispatchDay } from '@portal/shared/contract';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { hoursText } from './hours-text';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: '8px', alignContent: 'start' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  provider: {
    display: 'grid',
    gap: '4px',
    padding: '8px',
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
  },
  line: { display: 'flex', gap: '6px', flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** Each provider's day: working hours, visits per shift and the share of the day booked. */
export function ProviderLoad({ day }: { day: DispatchDay | undefined }) {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  return (
    <aside className={styles.panel} aria-label={t('dispatch.providers')} data-testid="dispatch-providers">
      <Subtitle2 as="h2">{t('dispatch.providers')}</Subtitle2>
      <ul className={styles.list}>
        {(day?.providers ?? []).map((provider) => {
          const share = provider.working_minutes > 0 ? provider.booked_minutes / provider.working_minutes : 0;
          return (
            <li key={provider.id} className={styles.provider} data-testid="dispatch-provider-load">
              <Text weight="semibold">{provider.name}</Text>
              {provider.hours.length === 0 ? (
                <Text className={styles.muted}>{t('dispatch.offDay')}</Text>
              ) : (
                <>
                  <span className={styles.line}>
                    <span className={styles.muted} dir="ltr">
                      {provider.hours.map((hours) => `${hours.start}–${hours.end}`).join(', ')}
                    </span>
                    <Badge appearance="tint">{t('dispatch.morningCount', { count: provider.by_shift.morning })}</Badge>
                    <Badge appearance="tint">{t('dispatch.eveningCount', { count: provider.by_shift.evening })}</Badge>
                  </span>
                  <ProgressBar
                    value={Math.min(1, share)}
                    color={share > 0.85 ? 'warning' : 'brand'}
                    aria-label={t('dispatch.booked', {
                      booked: hoursText(provider.booked_minutes),
                      working: hoursText(provider.working_minutes),
                    })}
                  />
                  <Text className={styles.muted}>
                    {t('dispatch.booked', {
                      booked: hoursText(provider.booked_minutes),
                      working: hoursText(provider.working_minutes),
                    })}
                  </Text>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
