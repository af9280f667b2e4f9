import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../support/error-envelope';
import { call, nextPhone, registerAndSignIn, useTestApp } from '../support/harness';

// Issue 16.2: inputs that answered 500 (NUL and lone surrogates reaching PostgreSQL, huge page numbers, sortBy
// naming an inherited member, oversized bodies behind a proxy) now answer 4xx in the envelope.

let token: string;
const t = useTestApp();
beforeAll(async () => {
  ({ token } = await registerAndSignIn(t.app));
});

const en = { lang: 'en' };
const CHARACTERS = 'All Character are not valid';

describe('text with control characters or lone surrogates', () => {
  it('is refused on public registration with the field named', async () => {
    for (const company_name of ['Acme\u0000', 'Acme\u0007', 'Acme\ud800']) {
      const answer = await call(t.app, 'POST', '/api/v1/auth/register', {
        headers: en,
        body: { company_name, owner_name: 'Sara', phone: nextPhone(), email: 'sara@acme.example' },
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.body).toEqual({
        status: 422,
        message: expect.any(String),
        data: null,
        errors: { company_name: [CHARACTERS] },
        requestId: expect.any(String),
      });
    }
  });

  it('is refused in nested fields, in keys and in query strings; tabs and new lines are text', async () => {
    const role = await call(t.app, 'POST', '/api/v1/company/roles/role', {
      token,
      headers: en,
      body: { name: 'Night\u0000shift', type: 'Admin', permissions: [{ action: 'read\u0001', subject: 'b2b_users' }] },
    });
    expect(role.statusCode).toBe(422);
    expect(role.body.errors).toEqual({ name: [CHARACTERS], 'permissions.0.action': [CHARACTERS] });

    const key = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', ...en },
      payload: '{"phone":"0501234567","bad\\u0000key":1}',
    });
    expect(key.statusCode).toBe(422);
    expect(key.json().errors).toEqual({ 'bad?key': [CHARACTERS] });

    for (const q of ['%00', 'a%00b', '%1B%5B2J']) {
      const list = await call(t.app, 'GET', `/api/v1/company/branch?q=${q}`, { token, headers: en });
      expect(list.statusCode).toBe(422);
      expect(list.body.errors).toEqual({ q: [CHARACTERS] });
    }
    const multiLine = await call(t.app, 'POST', '/api/v1/company/roles/role', {
      token,
      body: { name: 'Night\tshift\r\n', type: 'Admin', permissions: [{ action: 'read', subject: 'b2b_users' }] },
    });
    expect(multiLine.statusCode).toBe(201);
  });

  it('a lone surrogate headed for a jsonb column is refused before the database', async () => {
    const answer = await call(t.app, 'POST', '/api/v1/company/roles/role', {
      token,
      headers: en,
      body: { name: '\udc00Night', type: 'Admin', permissions: [{ action: 'read', subject: 'b2b_users' }] },
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors).toEqual({ name: [CHARACTERS] });
    const emoji = await call(t.app, 'POST', '/api/v1/company/roles/role', {
      token,
      body: { name: 'Night 🌙', type: 'Admin', permissions: [{ action: 'read', subject: 'b2b_users' }] },
    });
    expect(emoji.statusCode).toBe(201);
  });
});

describe('list queries', () => {
  it('refuses huge pages and sortBy naming an inherited member, on every list', async () => {
    for (const url of [
      '/api/v1/company/branch',
      '/api/v1/company/user',
      '/api/v1/company/roles/role',
      '/api/v1/public/areas/city',
    ]) {
      for (const query of ['page=1000000000000000000', 'page=1000001', 'page=1e18']) {
        const answer = await call(t.app, 'GET', `${url}?${query}`, { token, headers: en });
        expect(answer.statusCode, `${url}?${query}`).toBe(422);
        expect(Object.keys(answer.body.errors ?? {})).toEqual(['page']);
      }
      for (const sortBy of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        const answer = await call(t.app, 'GET', `${url}?sortBy=${sortBy}`, { token, headers: en });
        expect(answer.statusCode, `${url}?sortBy=${sortBy}`).toBe(422);
        expect(answer.body.errors).toEqual({ sortBy: ['This field is invalid'] });
      }
      expect((await call(t.app, 'GET', `${url}?page=1000000`, { token })).statusCode).toBe(200);
    }
  });

  it('refuses them on exports too', async () => {
    const answer = await call(t.app, 'GET', '/api/v1/company/branch/export?sortBy=__proto__&format=csv', { token });
    expect(answer.statusCode).toBe(422);
  });
});

describe('URLs the router refuses', () => {
  it('answers them in the envelope', async () => {
    const bad = await call(t.app, 'GET', '/api/v1/company/branch/%E0%A4%A', { token, headers: en });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toEqual(errorEnvelope(400, 'The request is invalid'));
    const long = await call(t.app, 'GET', `/api/v1/company/branch/${'x'.repeat(2000)}`, { token, headers: en });
    expect(long.statusCode).toBe(414);
    expect(long.body).toEqual(errorEnvelope(414, 'The request is invalid'));
  });
});

/**
 * Sends a JSON body over a real socket the way a proxy forwards it: every byte written (a write error is what made
 * the portal's proxy answer 500), and the whole answer read.
 */
function postOverSocket(port: number, bytes: number): Promise<{ written: boolean; head: string; body: string }> {
  const body = Buffer.from(JSON.stringify({ phone: 'x'.repeat(bytes) }));
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let written = false;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const [head = '', rest = ''] = answer.split('\r\n\r\n');
      resolve({ written, head, body: rest });
    };
    const complete = () => {
      const [head, rest] = answer.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1]);
      return rest !== undefined && Buffer.byteLength(rest) >= length;
    };
    socket.on('data', (chunk) => {
      answer += chunk;
      if (written && complete()) settle();
    });
    socket.on('error', settle);
    socket.on('close', settle);
    socket.write(
      `POST /api/v1/auth/login HTTP/1.1\r\nhost: localhost\r\nlang: en\r\ncontent-type: application/json\r\n` +
        `content-length: ${body.length}\r\n\r\n`,
    );
    let offset = 0;
    const pump = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!socket.write(chunk)) {
          socket.once('drain', pump);
          return;
        }
      }
      socket.write('', () => {
        written = true;
        if (complete()) settle();
      });
    };
    pump();
  });
}

describe('bodies over the limit', () => {
  it('answer 413 in the envelope', async () => {
    const answer = await call(t.app, 'POST', '/api/v1/auth/login', {
      headers: en,
      body: { phone: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.body).toEqual(errorEnvelope(413, 'The request body is too large'));
  });

  it('are read to the end around the 413, so a proxy still writing them gets the answer, not EPIPE', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const bytes of [6 * 1024 * 1024, 20 * 1024 * 1024]) {
      const result = await postOverSocket(port, bytes);
      expect(result.written, `${bytes} bytes written`).toBe(true);
      expect(result.head).toMatch(/^HTTP\/1\.1 413 /);
      expect(JSON.parse(result.body)).toEqual(errorEnvelope(413, 'The request body is too large'));
    }
  });
});
