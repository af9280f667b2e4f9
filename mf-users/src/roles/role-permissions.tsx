import { Caption1, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { TypedT } from '@portal/shared';
import { grantKey, MODULES, ROLE_CATALOG, type RoleCatalogModule } from '@portal/shared/contract';
import type { en } from '../i18n/en';
import { useUsersTranslation } from '../i18n/use-users-translation';

const useStyles = makeStyles({
  groups: { display: 'grid', gap: '16px' },
  group: { display: 'grid', gap: '8px' },
  modules: { display: 'grid', gap: '8px', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
  module: {
    margin: 0,
    padding: '8px 12px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'grid',
    alignContent: 'start',
  },
  legend: { padding: '0 4px', fontWeight: tokens.fontWeightSemibold },
  keys: { marginTop: '4px', color: tokens.colorNeutralForeground3 },
  keyList: { margin: 0, paddingInlineStart: '16px' },
});

/** The catalogue's modules by menu group (MODULES' `group`), in menu order. */
const GROUPS = [...new Set(ROLE_CATALOG.map((m) => groupOf(m)))].map((group) => ({
  group,
  modules: ROLE_CATALOG.filter((m) => groupOf(m) === group),
}));
function groupOf(m: RoleCatalogModule) {
  return MODULES.find((x) => x.subject === m.subject)?.group ?? 'settings';
}

/** The plain-language label of one grantable pair: a specific wording when the generic verb would mislead. */
export function grantLabel(t: TypedT<typeof en>, action: string, subject: string): string {
  const key = grantKey({ action, subject });
  const special = t(`roleEditor.special.${key}` as never, { defaultValue: '' }) as string;
  return special || t(`roleEditor.actions.${action}` as never);
}

type State = boolean | 'mixed';
const stateOf = (count: number, total: number): State => (count === 0 ? false : count === total ? true : 'mixed');

/**
 * The role editor's permissions (issue 14.3): per module only the actions that exist for it (contract
 * ROLE_CATALOG), in plain words, grouped as the menu is; the developer keys only inside a disclosure.
 */
export function RolePermissions({ value, onChange }: { value: Set<string>; onChange: (next: Set<string>) => void }) {
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

  return (
    <div className={styles.groups}>
      {GROUPS.map(({ group, modules }) => (
        <section key={group} className={styles.group} aria-label={t(`roleEditor.groups.${group}` as never)}>
          <Text weight="semibold" size={400}>
            {t(`roleEditor.groups.${group}` as never)}
          </Text>
          <div className={styles.modules}>
            {modules.map(({ subject, actions }) => {
              const moduleName = t(`roleEditor.modules.${subject}` as never);
              const keys = actions.map((action) => grantKey({ action, subject }));
              const count = keys.filter((k) => value.has(k)).length;
              return (
                <fieldset key={subject} className={styles.module}>
                  <legend className={styles.legend}>{moduleName}</legend>
                  {actions.length > 1 ? (
                    <Checkbox
                      label={t('roleEditor.allOf', { module: moduleName })}
                      checked={stateOf(count, keys.length)}
                      onChange={(_e, data) => setMany(keys, data.checked === true)}
                    />
                  ) : null}
                  {actions.map((action) => {
                    const k = grantKey({ action, subject });
                    return (
                      <Checkbox
                        key={k}
                        label={grantLabel(t, action, subject)}
                        checked={value.has(k)}
                        onChange={(_e, data) => setMany([k], data.checked === true)}
                      />
                    );
                  })}
                  <details className={styles.keys}>
                    <summary>
                      <Caption1>{t('roleEditor.keys')}</Caption1>
                    </summary>
                    <ul className={styles.keyList} dir="ltr">
                      {actions.map((action) => (
                        <li key={action}>
                          <Caption1>
                            <code>{`${action} ${subject}`}</code>
                          </Caption1>
                        </li>
                      ))}
                    </ul>
                  </details>
                </fieldset>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
