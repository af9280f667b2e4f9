import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { PageHeader, useSession } from '@portal/shared';
import type { QuotationAnswers } from '@portal/shared/contract';
import { useNavigate } from '@portal/shared/router';
import { useCategories, usePropertyTypes, useServices, useUnitTypes } from '../../catalog/catalog-queries';
import { BackLink } from '../../common/detail-page';
import { usePackageRule } from '../../common/package-rules';
import { useOrdersTranslation } from '../../i18n/use-orders-translation';
import { useCreateQuotation } from '../quotation-queries';
import { draftStorageName } from './quotation-draft';
import { QuotationWizard } from './quotation-wizard';

/** /b2b/packages/quote (insert b2b_packages): the wizard; submitting creates the quotation and opens it. */
export function QuotationWizardPage() {
  const { t } = useOrdersTranslation();
  const navigate = useNavigate();
  const can = usePackageRule();
  const user = useSession().user;
  const categories = useCategories();
  const services = useServices();
  const propertyTypes = usePropertyTypes();
  const unitTypes = useUnitTypes();
  const create = useCreateQuotation();
  const queries = [categories, services, propertyTypes, unitTypes];

  const submit = async (answers: QuotationAnswers) => {
    try {
      const quotation = await create.mutateAsync(answers);
      navigate(`/b2b/packages/quotations/${encodeURIComponent(quotation.reference)}`);
      return true;
    } catch {
      // The HTTP client has shown the API's message (spec §8); the draft stays for another try.
      return false;
    }
  };

  return (
    <section data-testid="quotation-wizard-page">
      <PageHeader
        title={t('quotations.pages.quote')}
        subtitle={t('quotations.wizard.subtitle')}
        actions={
          can('quotationsRead') ? (
            <BackLink to="/b2b/packages/quotations">{t('quotations.wizard.myQuotations')}</BackLink>
          ) : null
        }
      />
      {!can('quotationCreate') ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('quotations.wizard.noAccess')}</MessageBarBody>
        </MessageBar>
      ) : queries.some((query) => query.isError) ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('quotations.wizard.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => queries.forEach((query) => void query.refetch())}>
              {t('quotations.wizard.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : categories.data && services.data && propertyTypes.data && unitTypes.data ? (
        <>
          {create.isError ? (
            <MessageBar intent="error" style={{ marginBottom: 16 }}>
              <MessageBarBody>{t('quotations.wizard.submitFailed')}</MessageBarBody>
            </MessageBar>
          ) : null}
          <QuotationWizard
            data={{
              categories: categories.data,
              services: services.data,
              propertyTypes: propertyTypes.data.items,
              unitTypes: unitTypes.data.items,
            }}
            storageName={draftStorageName(user?.id ?? 'anonymous', user?.companyId ?? 'none')}
            onSubmit={submit}
            submitting={create.isPending}
          />
        </>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
