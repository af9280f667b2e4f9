import {
  DateRangeFilter,
  FilterSelect,
  localizedName,
  SearchPicker,
  useAppAbility,
  useCurrentLanguage,
  useListQueryState,
} from '@portal/shared';
import { OPS_AUDIT_ACTIONS } from '@portal/shared/contract';
import { useSearchParams } from '@portal/shared/router';
import { useQuery } from '@tanstack/react-query';
import { useOpsTranslation } from '../i18n/use-ops-translation';
import { OPS_CONSOLE_RULES } from '../ops-rules';
import { allOpsUsersQuery } from '../users/ops-user-queries';
import { companyQuery, companySearchQuery } from './audit-queries';
import { useActionLabel } from './use-action-label';

/** Who (the team), what (the action), which company, which days: each kept in the URL with the rest of the list. */
export function AuditFilters() {
  const { t } = useOpsTranslation();
  const actionLabel = useActionLabel();
  const ability = useAppAbility();
  const { usersRead, companiesRead } = OPS_CONSOLE_RULES;
  // Each filter asks its own endpoint: offered only with that endpoint's rule.
  const mayListUsers = ability.can(usersRead.action, usersRead.subject);
  const mayListCompanies = ability.can(companiesRead.action, companiesRead.subject);
  return (
    <>
      {mayListUsers ? <ActorFilter /> : null}
      <FilterSelect
        name="action"
        label={t('audit.action')}
        allLabel={t('audit.anyAction')}
        options={OPS_AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }))}
      />
      {mayListCompanies ? <CompanyFilter /> : null}
      <DateRangeFilter fromLabel={t('audit.from')} toLabel={t('audit.to')} />
    </>
  );
}

function ActorFilter() {
  const { t } = useOpsTranslation();
  const team = useQuery(allOpsUsersQuery()).data?.items ?? [];
  return (
    <FilterSelect
      name="actor"
      label={t('audit.actor')}
      allLabel={t('audit.anyActor')}
      options={team.map((user) => ({ value: user.id, label: user.name }))}
    />
  );
}

function CompanyFilter() {
  const { t } = useOpsTranslation();
  const language = useCurrentLanguage();
  const [params] = useSearchParams();
  const { update } = useListQueryState();
  const companyId = params.get('company_id');
  const named = useQuery({ ...companyQuery(companyId ?? ''), enabled: Boolean(companyId) }).data;
  return (
    <SearchPicker
      label={t('audit.company')}
      clearLabel={t('audit.anyCompany')}
      search={companySearchQuery}
      itemKey={(c) => c.id}
      itemLabel={(c) => localizedName(c.name, language)}
      value={companyId}
      valueLabel={named ? localizedName(named.name, language) : undefined}
      onChange={(picked) => update({ company_id: picked?.id })}
    />
  );
}
