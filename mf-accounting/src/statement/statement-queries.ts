import { endpointQuery } from '@portal/shared';
import { TRANSACTION_ENDPOINTS } from '@portal/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { MONEY_KEY } from '../money/money-queries';
import type { StatementRange } from './statement-range';

/** GET company/wallets/statement (read b2b_transactions); only asked with a valid range and the rule. */
export const useStatement = (range: StatementRange, enabled: boolean) =>
  useQuery({
    ...endpointQuery(TRANSACTION_ENDPOINTS.statement, { query: { ...range } }, { key: [...MONEY_KEY, 'statement'] }),
    enabled,
  });

/** The statement's spreadsheet (a file route beside the statement). */
export const STATEMENT_EXPORT_PATH = `/${TRANSACTION_ENDPOINTS.statement.path}/export`;
