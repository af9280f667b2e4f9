import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { derivedOperationId, openApiNullable } from '../../src/platform/openapi/openapi-document';
import { useTestApp } from '../support/harness';

// Issue 25.1: the OpenAPI document is usable by a client generator: Redocly's recommended rules find no error in it,
// and every operation has an operationId (unique) and states its security.

type Operation = { operationId?: string; security?: unknown[] };

let document: { paths: Record<string, Record<string, Operation>> };
const t = useTestApp();
beforeAll(async () => {
  document = t.app.swagger() as typeof document;
});

describe('the OpenAPI document', () => {
  it('passes redocly lint (recommended rules) with 0 errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('names every operation once and states its security', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ at: `${method} ${path}`, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(200);
    expect(operations.filter((o) => !o.operationId).map((o) => o.at)).toEqual([]);
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((o) => !Array.isArray(o.security)).map((o) => o.at)).toEqual([]);
    expect(document.paths['/api/v1/public/areas/city']?.get?.security).toEqual([]);
    expect(document.paths['/api/v1/company/wallets/spending']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('the document helpers', () => {
  it('derive an operationId from the method and the path', () => {
    expect(derivedOperationId('GET', '/api/v1/company/wallets/walletTransaction/:id')).toBe(
      'getCompanyWalletsWalletTransactionById',
    );
    expect(derivedOperationId('POST', '/api/v1/ops/quotations/{id}/approve')).toBe('postOpsQuotationsByIdApprove');
  });

  it('put nullable in the OpenAPI 3.0 form: beside a type, and null listed in a nullable enum', () => {
    expect(openApiNullable({ anyOf: [{ enum: [''] }, { type: 'string' }], nullable: true })).toEqual({
      anyOf: [
        { enum: [''], type: 'string', nullable: true },
        { type: 'string', nullable: true },
      ],
    });
    expect(openApiNullable({ type: 'string', enum: ['a', 'b'], nullable: true })).toEqual({
      type: 'string',
      enum: ['a', 'b', null],
      nullable: true,
    });
  });
});
