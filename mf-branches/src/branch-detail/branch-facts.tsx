import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { currentLanguage, formatNumber, useLocalizedName } from '@portal/shared';
import type { Branch } from '@portal/shared/contract';
import type { ReactNode } from 'react';
import { useBranchesTranslation } from '../i18n/use-branches-translation';

const useStyles = makeStyles({
  card: { padding: '16px' },
  list: { display: 'grid', gap: '12px 24px', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0 },
});

/** Every spec §3 field of a branch, labelled in the user's language. */
export function BranchFacts({ branch }: { branch: Branch }) {
  const { t } = useBranchesTranslation();
  const styles = useStyles();
  const local = useLocalizedName();
  const number = (value: number | null, unit = '') =>
    value === null ? t('detail.none') : `${formatNumber(value, currentLanguage())}${unit}`;
  const facts: [string, ReactNode][] = [
    [t('fields.code'), branch.code],
    [t('fields.propertyType'), local(branch.property_type?.name) || t('detail.none')],
    [t('fields.city'), local(branch.city.name)],
    [t('fields.area'), local(branch.area?.name) || t('detail.none')],
    [t('fields.address'), branch.address ?? t('detail.none')],
    [t('fields.buildingNumber'), branch.building_number ?? t('detail.none')],
    [t('fields.sizeM2'), number(branch.size_m2)],
    [t('fields.heightM'), number(branch.height_m)],
    [t('fields.constructionDate'), branch.construction_date ?? t('detail.none')],
    [t('fields.buildingAgeYears'), number(branch.building_age_years)],
    [t('fields.floors'), number(branch.floors)],
    [t('fields.floorHeightM'), number(branch.floor_height_m)],
    [t('fields.unitsCount'), number(branch.units_count)],
    [
      `${t('fields.latitude')} / ${t('fields.longitude')}`,
      // Isolated left to right: in Arabic the pair would otherwise read longitude first (issue 14.5).
      branch.latitude === null ? (
        t('detail.none')
      ) : (
        <bdi dir="ltr" data-testid="branch-coordinates">{`${branch.latitude}, ${branch.longitude}`}</bdi>
      ),
    ],
  ];
  return (
    <Card className={styles.card} aria-label={t('detail.facts')}>
      <dl className={styles.list}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>
              <Text>{value}</Text>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
