import { Caption1, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ACTIONS, MODULES, type Permission } from '@portal/shared/contract';
import { useUsersTranslation } from '../i18n/use-users-translation';

const key = (action: string, subject: string) => `${action}|${subject}`;
export const permissionKey = (p: Permission) => key(p.action, p.subject);

const useStyles = makeStyles({
  scroll: { overflow: 'auto', maxHeight: '60vh', border: `1px solid ${tokens.colorNeutralStroke2}` },
  table: { borderCollapse: 'collapse', fontSize: tokens.fontSizeBase200 },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    background: tokens.colorNeutralBackground3,
    padding: '4px',
    verticalAlign: 'bottom',
    textAlign: 'center',
  },
  corner: { insetInlineStart: 0, zIndex: 2 },
  module: {
    position: 'sticky',
    insetInlineStart: 0,
    background: tokens.colorNeutralBackground1,
    padding: '4px 8px',
    textAlign: 'start',
    minWidth: '220px',
  },
  cell: { textAlign: 'center', borderTop: `1px solid ${tokens.colorNeutralStroke3}` },
  columnHead: { display: 'grid', justifyItems: 'center', gap: '2px', minWidth: '72px' },
});

type State = boolean | 'mixed';
const stateOf = (count: number, total: number): State => (count === 0 ? false : count === total ? true : 'mixed');

/** The role editor: spec §6 modules × actions, with select-all per row (module) and per column (action). */
export function PermissionMatrix({ value, onChange }: { value: Set<string>; onChange: (next: Set<string>) => void }) {
  const styles = useStyles();
  const { t } = useUsersTranslation();

  const setMany = (keys: string[], on: boolean) => {
    const next = new Set(value);
    for (const k of keys) {
      if (on) next.add(k);
      else next.delete(k);
    }
    onChange(next);
  };
  const rowKeys = (subject: string) => ACTIONS.map((action) => key(action, subject));
  const columnKeys = (action: string) => MODULES.map((m) => key(action, m.subject));
  const countIn = (keys: string[]) => keys.filter((k) => value.has(k)).length;

  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={t('roles.matrix')}>
        <thead>
          <tr>
            <th className={`${styles.head} ${styles.corner}`} scope="col">
              <Text weight="semibold">{t('roles.module')}</Text>
            </th>
            {ACTIONS.map((action) => {
              const keys = columnKeys(action);
              return (
                <th key={action} className={styles.head} scope="col">
                  <div className={styles.columnHead}>
                    <span>{t(`actionNames.${action}`)}</span>
                    <Checkbox
                      aria-label={t('roles.selectColumn', { action: t(`actionNames.${action}`) })}
                      checked={stateOf(countIn(keys), keys.length)}
                      onChange={(_e, data) => setMany(keys, data.checked === true)}
                    />
                  </div>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {MODULES.map(({ subject }) => {
            const keys = rowKeys(subject);
            const moduleName = t(`modules.${subject}`);
            return (
              <tr key={subject}>
                <th className={styles.module} scope="row">
                  <Checkbox
                    label={
                      <span>
                        {moduleName}
                        <br />
                        <Caption1 dir="ltr">{subject}</Caption1>
                      </span>
                    }
                    aria-label={t('roles.selectRow', { module: moduleName })}
                    checked={stateOf(countIn(keys), keys.length)}
                    onChange={(_e, data) => setMany(keys, data.checked === true)}
                  />
                </th>
                {ACTIONS.map((action) => (
                  <td key={action} className={styles.cell}>
                    <Checkbox
                      aria-label={t('roles.cell', { action: t(`actionNames.${action}`), module: moduleName })}
                      checked={value.has(key(action, subject))}
                      onChange={(_e, data) => setMany([key(action, subject)], data.checked === true)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
