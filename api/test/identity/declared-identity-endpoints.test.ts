import * as contract from '@portal/contract';
import { type EndpointDeclaration, endpointPath } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Answer, call, nextPhone, outboxCode, useTestApp } from '../support/harness';

// Issue 25.1 for the identity and company areas: the sign-in steps, the session's own calls, the account
// information and the public settings are contract declarations. Each answers what its declaration says (status,
// a message, the response schema), with nothing restated here but the inputs.

const { AUTH_ENDPOINTS: auth, PASSWORD_ENDPOINTS: password, USER_COMPANY_ENDPOINTS: own } = contract;
const { ACCOUNT_ENDPOINTS: account, PUBLIC_SETTINGS_ENDPOINTS: settings } = contract;
const en = { lang: 'en' };
const NEW_PASSWORD = 'Najd#Pass2025';

const t = useTestApp();

const send = (
  d: EndpointDeclaration,
  input: { params?: object; body?: unknown; token?: string; query?: string } = {},
) =>
  call(t.app, d.method, `/api/v1/${endpointPath(d, input.params as Record<string, unknown>)}${input.query ?? ''}`, {
    body: input.body,
    token: input.token,
    headers: en,
  });

function expectDeclared(d: EndpointDeclaration, answer: Answer, message?: string) {
  expect(answer.statusCode, `${d.operationId}: ${JSON.stringify(answer.body)}`).toBe(d.created ? 201 : 200);
  expect(answer.body.message, d.operationId).toBeTypeOf('string');
  if (message) expect(answer.body.message, d.operationId).toBe(message);
  expect(v.safeParse(d.response, answer.body.data).success, d.operationId).toBe(true);
}

describe('identity and company endpoints, declared once', () => {
  it('sign a new company in and out, each step answering its declaration', async () => {
    const phone = nextPhone();
    expectDeclared(auth.checkPhone, await send(auth.checkPhone, { body: { phone } }));
    const registered = await send(auth.register, {
      body: { company_name: 'Declared Identity Co', owner_name: 'Noura', phone, email: 'noura@example.com' },
    });
    expectDeclared(auth.register, registered, 'The verification code has been sent');
    const verified = await send(auth.verifyLoginCode, { body: { phone, code: await outboxCode(t.app, phone) } });
    expectDeclared(auth.verifyLoginCode, verified, 'Signed in successfully');
    const token = verified.body.data.token as string;

    expectDeclared(auth.loginInfo, await send(auth.loginInfo, { token, body: { type: 'company' } }));
    expectDeclared(own.list, await send(own.list, { token }));
    expectDeclared(own.invitations, await send(own.invitations, { token }));
    const lookup = await send(own.lookupPhone, { token, params: { phone: nextPhone() } });
    expectDeclared(own.lookupPhone, lookup);

    const mine = await send(account.get, { token });
    expectDeclared(account.get, mine);
    const id = mine.body.data.id as string;
    expectDeclared(account.getById, await send(account.getById, { token, params: { id } }));
    const { name_ar, name_en, owner_name, owner_phone } = mine.body.data;
    const updated = await send(account.update, {
      token,
      params: { id },
      body: { id, name_ar, name_en, owner_name, owner_phone, address: 'Olaya Street, Riyadh' },
    });
    expectDeclared(account.update, updated);
    expect(updated.body.data.address).toBe('Olaya Street, Riyadh');

    t.clock.advanceSeconds(61);
    expectDeclared(password.sendCode, await send(password.sendCode, { token }), 'The verification code has been sent');
    const code = await outboxCode(t.app, phone);
    const changed = await send(password.change, {
      token,
      body: { code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expectDeclared(password.change, changed, 'Your password has been changed');
    expectDeclared(password.signin, await send(password.signin, { body: { phone, password: NEW_PASSWORD } }));
    expectDeclared(auth.logout, await send(auth.logout, { token }));
  });

  it('read the public settings and languages without a session', async () => {
    expectDeclared(settings.settings, await send(settings.settings, { query: '?minimum=true&page=0' }));
    expectDeclared(settings.languages, await send(settings.languages, { query: '?is_active=1&sortBy=sort' }));
    expectDeclared(settings.languages, await send(settings.languages, { query: '?page=1' }));
  });

  it('reset a password on one path in two steps: each checked as its step, each with its own message', async () => {
    const phone = nextPhone();
    await send(auth.register, { body: { company_name: 'Reset Co', owner_name: 'Faisal', phone } });
    t.clock.advanceSeconds(61);
    const bad = await send(password.reset, { body: { phone: '' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['phone']);

    const sent = await send(password.reset, { body: { phone } });
    expectDeclared(password.reset, sent, 'The verification code has been sent');
    expect(sent.body.data).toMatchObject({ phone, resend_after: 60 });

    // Step 2 (it carries a code) is checked as step 2: a confirmation that differs is that field's error.
    const mismatch = await send(password.reset, {
      body: { phone, code: '1234', password: NEW_PASSWORD, password_confirmation: 'Other#Pass2025' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(Object.keys(mismatch.body.errors ?? {})).toEqual(['password_confirmation']);
  });

  it('document the reset body as either step in the OpenAPI document', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>>;
    };
    const body = document.paths[`/api/v1/${password.reset.path}`]?.post?.requestBody?.content['application/json'];
    const steps = (body?.schema as { anyOf?: { required?: string[] }[] } | undefined)?.anyOf ?? [];
    expect(steps.map((step) => step.required)).toEqual([
      ['phone'],
      ['phone', 'code', 'password', 'password_confirmation'],
    ]);
  });
});
