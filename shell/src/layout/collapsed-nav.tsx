import { Button, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import { useNavigate } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import type { NavigationGroup } from '../navigation/build-navigation';
import { navIcon } from './nav-icons';

const useStyles = makeStyles({
  rail: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '4px',
    padding: '12px 6px',
    background: tokens.colorNeutralBackground3,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    position: 'sticky',
    top: 0,
    height: '100vh',
    overflowY: 'auto',
    boxSizing: 'border-box',
  },
  divider: { width: '24px', height: '1px', background: tokens.colorNeutralStroke2, margin: '6px 0' },
  selected: { background: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1 },
});

/** Collapsed vertical navigation: icons with their names as tooltips and accessible names. */
export function CollapsedNav({ groups, selected }: { groups: NavigationGroup[]; selected: string | undefined }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className={styles.rail} aria-label={t('nav.menu')}>
      {groups.map((group, index) => (
        <div key={group.key} style={{ display: 'contents' }}>
          {index > 0 ? <span className={styles.divider} aria-hidden /> : null}
          {group.items.map((item) => {
            const Icon = navIcon(item.icon);
            const label = t(item.labelKey);
            return (
              <Tooltip key={item.to} content={label} relationship="label" positioning="after">
                <Button
                  appearance="subtle"
                  size="large"
                  icon={<Icon />}
                  className={selected === item.to ? styles.selected : undefined}
                  aria-current={selected === item.to ? 'page' : undefined}
                  onClick={() => navigate(item.to)}
                />
              </Tooltip>
            );
          })}
        </div>
      ))}
    </nav>
  );
}
