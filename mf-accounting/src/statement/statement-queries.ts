import { api } from '@portal/shared';
import type { WalletStatement } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { MONEY_KEY } from '../money/money-queries';
import type { StatementRange } from './statement-range';

export const STATEMENT_PATH = '/company/wallets/statement';

/** GET company/wallets/statement (read b2b_transactions); only asked with a valid range and the rule. */
export const useStatement = (range: StatementRange, enabled: boolean) =>
  useQuery({
    queryKey: [...MONEY_KEY, 'statement', range.date_from, range.date_to],
    queryFn: () => api.get<WalletStatement>(STATEMENT_PATH, { ...range }),
    enabled,
  });
