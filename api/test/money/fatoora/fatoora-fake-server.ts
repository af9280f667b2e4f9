import { afterAll, beforeAll } from 'vitest';
import { createFatooraFake, type FatooraFake } from '../../../src/money/invoices/fatoora/fake/fatoora-fake-routes';
import { FatooraHttpAdapter } from '../../../src/money/invoices/fatoora/fatoora-http';

/** The fake Fatoora on a real local port, and the HTTP adapter with Node's fetch pointed at it. */
export function useFatooraFakeServer() {
  const state = {} as { fake: FatooraFake; adapter: FatooraHttpAdapter; baseUrl: string };
  beforeAll(async () => {
    state.fake = createFatooraFake();
    const address = await state.fake.app.listen({ host: '127.0.0.1', port: 0 });
    state.baseUrl = address;
    state.adapter = new FatooraHttpAdapter(address);
  });
  afterAll(() => state.fake?.app.close());
  return state;
}
