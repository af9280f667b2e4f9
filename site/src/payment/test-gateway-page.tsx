import { Button, Card, MessageBar, MessageBarBody, makeStyles, Spinner } from '@fluentui/react-components';
import { GATEWAY_ENDPOINTS, IDEMPOTENCY_HEADER, type TestGatewayOutcome } from '@portal/shared/contract';
import { callEndpoint, currentLanguage, formatMoney, isApiError } from '@portal/shared/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../frame/page-parts';
import { usePageStyles } from '../frame/page-styles';
import { PublicFrame } from '../frame/public-frame';
import { useDocumentTitle } from '../frame/use-document-title';
import { TEST_GATEWAY_NAMESPACE } from './test-gateway-labels';

const useStyles = makeStyles({
  card: { display: 'grid', gap: '16px', padding: '24px', maxWidth: '560px', boxSizing: 'border-box' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 },
  amount: { fontSize: '24px', fontWeight: 600, margin: 0, overflowWrap: 'anywhere' },
});

/**
 * /payment?session=<id>: the hosted page of the built-in test gateway (DOMAIN.md §2, outside production).
 * It shows what is being paid and lets the tester end the payment: Success, Failure or Cancel. Each calls the
 * API's test gateway, which signs the callback like a real gateway, then the browser goes to the returned URL.
 */
export function TestGatewayPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation(TEST_GATEWAY_NAMESPACE);
  const page = usePageStyles();
  const styles = useStyles();
  useDocumentTitle(t('title'));
  const session = useQuery({
    queryKey: ['test-gateway', sessionId],
    queryFn: () => callEndpoint(GATEWAY_ENDPOINTS.testSession, { params: { id: sessionId } }, { silent: true }),
    retry: false,
  });
  const [pending, setPending] = useState<TestGatewayOutcome | null>(null);
  const [failed, setFailed] = useState(false);
  // One key per page: pressing again after a lost answer repeats the same completion, never a second one.
  const idempotencyKey = useRef(crypto.randomUUID());

  const complete = async (outcome: TestGatewayOutcome) => {
    if (pending) return;
    setPending(outcome);
    setFailed(false);
    try {
      const result = await callEndpoint(
        GATEWAY_ENDPOINTS.completeTestSession,
        { params: { id: sessionId }, body: { outcome } },
        { headers: { [IDEMPOTENCY_HEADER]: `${idempotencyKey.current}-${outcome}` }, silent: true, retry: false },
      );
      window.location.assign(result.return_url);
    } catch {
      setFailed(true);
      setPending(null);
    }
  };

  const data = session.data;
  return (
    <PublicFrame>
      <div className={page.stack} data-testid="test-gateway-page">
        <PageIntro title={t('title')} intro={t('intro')} />
        {session.isPending ? <Spinner /> : null}
        {session.isError ? (
          <MessageBar intent="error">
            <MessageBarBody>
              {isApiError(session.error) && session.error.kind === 'not-found' ? t('notFound') : t('failed')}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {data ? (
          <Card className={styles.card}>
            <dl className={styles.facts}>
              <dt>{t('merchant')}</dt>
              <dd style={{ margin: 0 }} data-testid="gateway-merchant">
                {data.merchant}
              </dd>
              <dt>{t('description')}</dt>
              <dd style={{ margin: 0 }}>{data.description}</dd>
              <dt>{t('amount')}</dt>
              <dd className={styles.amount} data-testid="gateway-amount" data-amount={data.amount}>
                {formatMoney(data.amount, currentLanguage())}
              </dd>
            </dl>
            {failed ? (
              <MessageBar intent="error">
                <MessageBarBody>{t('failed')}</MessageBarBody>
              </MessageBar>
            ) : null}
            {data.status === 'initiated' ? (
              <div className={page.actions}>
                <Button appearance="primary" disabled={pending !== null} onClick={() => void complete('success')}>
                  {pending === 'success' ? t('working') : t('success')}
                </Button>
                <Button disabled={pending !== null} onClick={() => void complete('failure')}>
                  {pending === 'failure' ? t('working') : t('failure')}
                </Button>
                <Button appearance="subtle" disabled={pending !== null} onClick={() => void complete('cancel')}>
                  {pending === 'cancel' ? t('working') : t('cancel')}
                </Button>
              </div>
            ) : (
              <>
                <MessageBar intent="info">
                  <MessageBarBody>{t('closed')}</MessageBarBody>
                </MessageBar>
                <div className={page.actions}>
                  <Button appearance="primary" onClick={() => window.location.assign(data.return_url)}>
                    {t('back')}
                  </Button>
                </div>
              </>
            )}
          </Card>
        ) : null}
      </div>
    </PublicFrame>
  );
}
