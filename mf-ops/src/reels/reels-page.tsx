import { MessageBar, MessageBarBody, makeStyles, Spinner, Subtitle2, Text } from '@fluentui/react-components';
import { PageHeader, useAppAbility } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { ReelForm } from './reel-form';
import { ReelRow } from './reel-row';
import { opsReelsQuery } from './reels-queries';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, maxWidth: '960px' },
  section: { display: 'grid', gap: '12px', marginBottom: '24px' },
});

/**
 * /ops/reels (read ops_catalog): every reel with its state and views; who may publish (update ops_catalog) creates
 * a draft with its poster, adds a video, and publishes or unpublishes it (issue 32.7, ADR 0067).
 */
export function ReelsPage() {
  const styles = useStyles();
  const { t } = useOpsTranslation();
  const ability = useAppAbility();
  const editable = ability.can(OPS_CONSOLE_RULES.reelsPublish.action, OPS_CONSOLE_RULES.reelsPublish.subject);
  const reels = useQuery(opsReelsQuery());
  return (
    <section data-testid="ops-reels-page">
      <PageHeader title={t('pages.reels')} subtitle={t('reels.subtitle')} />
      {editable ? (
        <div className={styles.section}>
          <Subtitle2 as="h2">{t('reels.new')}</Subtitle2>
          <ReelForm />
        </div>
      ) : null}
      {reels.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('common.loadFailed')}</MessageBarBody>
        </MessageBar>
      ) : !reels.data ? (
        <Spinner />
      ) : reels.data.length === 0 ? (
        <Text>{t('reels.empty')}</Text>
      ) : (
        <ul className={styles.list}>
          {reels.data.map((reel) => (
            <ReelRow key={reel.id} reel={reel} editable={editable} />
          ))}
        </ul>
      )}
    </section>
  );
}
