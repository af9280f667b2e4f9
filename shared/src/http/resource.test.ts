import { resourceEndpoints } from '@portal/contract';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { updateAbility } from '../ability/app-ability';
import { api, request } from './api';
import { isApiError } from './api-error';
import { resource } from './resource';
import { setupLocalApi } from './testing/local-api-per-file';
import { ok } from './testing/local-api-server';

const local = setupLocalApi();
const thing = v.object({ id: v.number(), name: v.string() });
const THING_ENDPOINTS = resourceEndpoints({
  name: { one: 'Thing', many: 'Things' },
  path: 'company/branch',
  subject: 'b2b_things',
  tag: 'test',
  noun: 'thing',
  schemas: {
    listQuery: v.object({}),
    list: v.array(thing),
    item: thing,
    body: v.object({ name: v.string() }),
    updateBody: v.object({ id: v.string(), name: v.string() }),
    deleted: v.object({ id: v.string() }),
  },
});
const branches = resource(THING_ENDPOINTS);
const CRUD = (['read', 'insert', 'update', 'delete'] as const).map((action) => ({ action, subject: 'b2b_things' }));
beforeEach(() => updateAbility(CRUD));

describe('resource helper', () => {
  it('list sends the query and returns the unwrapped data', async () => {
    local.server.reply('/company/branch', ok([{ id: 1, name: 'Olaya' }]));
    await expect(branches.list({ page: 2, is_active: 1 })).resolves.toEqual([{ id: 1, name: 'Olaya' }]);
    const received = local.server.received('/company/branch')[0];
    expect(received?.method).toBe('GET');
    expect(received?.query.get('page')).toBe('2');
    expect(received?.query.get('is_active')).toBe('1');
  });

  it('get reads path/id', async () => {
    local.server.reply('/company/branch/7', ok({ id: 7, name: 'Malqa' }));
    await expect(branches.get(7)).resolves.toEqual({ id: 7, name: 'Malqa' });
    expect(local.server.received('/company/branch/7')[0]?.method).toBe('GET');
  });

  it('create posts the body to the path', async () => {
    local.server.reply('/company/branch', ok({ id: 8, name: 'Hittin' }));
    await expect(branches.create({ name: 'Hittin' })).resolves.toEqual({ id: 8, name: 'Hittin' });
    expect(local.server.received('/company/branch')[0]).toMatchObject({ method: 'POST', body: { name: 'Hittin' } });
  });

  it('create takes a 201 answer, whose envelope says 201 (issue 26.6), as a success', async () => {
    local.server.reply('/company/branch', {
      status: 201,
      body: { status: 201, message: '', data: { id: 9, name: 'Nakheel' } },
    });
    await expect(branches.create({ name: 'Nakheel' })).resolves.toEqual({ id: 9, name: 'Nakheel' });
  });

  it('update puts to path/id with the id in the body', async () => {
    local.server.reply('/company/branch/8', ok({ id: 8, name: 'Hittin 2' }));
    await branches.update(8, { name: 'Hittin 2' });
    expect(local.server.received('/company/branch/8')[0]).toMatchObject({
      method: 'PUT',
      body: { id: '8', name: 'Hittin 2' }, // ids travel as text (uuids)
    });
  });

  it('never sends a call the role does not allow (the rule of its declaration)', async () => {
    updateAbility(CRUD.filter((rule) => rule.action !== 'delete'));
    const error = await branches.remove(9).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('forbidden');
    expect(local.server.received('/company/branch/9')).toHaveLength(0);
  });

  it('remove deletes path/id', async () => {
    local.server.reply('/company/branch/8', ok(null));
    await branches.remove(8);
    expect(local.server.received('/company/branch/8')[0]?.method).toBe('DELETE');
  });

  it('request defaults to POST', async () => {
    local.server.reply('/company/orders/rate', ok({ rated: true }));
    await expect(request(undefined, 'company/orders/rate', { rate: 5 })).resolves.toEqual({ rated: true });
    expect(local.server.received('/company/orders/rate')[0]).toMatchObject({ method: 'POST', body: { rate: 5 } });
  });

  it('a GET request sends its body as the query string', async () => {
    local.server.reply('/public/settings/language', ok([]));
    await request('GET', 'public/settings/language', { is_active: 1, sortBy: 'sort' });
    const received = local.server.received('/public/settings/language')[0];
    expect(received?.method).toBe('GET');
    expect(received?.query.get('sortBy')).toBe('sort');
  });

  it('api helpers hand back the body as is when it is not an envelope', async () => {
    local.server.reply('/raw', { status: 200, body: ['a', 'b'] });
    await expect(api.get('/raw')).resolves.toEqual(['a', 'b']);
  });
});
