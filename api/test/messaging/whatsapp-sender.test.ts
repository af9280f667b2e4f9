import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappCodeSender } from '../../src/identity/auth/code-sender/whatsapp-code-sender';
import { loginCodes } from '../../src/platform/db/schema/index';
import { errorEnvelope } from '../support/error-envelope';
import { startFakeWhatsapp } from '../support/fake-whatsapp';
import { call, nextPhone, testConfig, useTestApp } from '../support/harness';

let fake: Awaited<ReturnType<typeof startFakeWhatsapp>>;
beforeAll(async () => {
  fake = await startFakeWhatsapp();
});
afterAll(() => fake.close());
const t = useTestApp(() => ({
  config: testConfig({
    CODE_SENDER: 'whatsapp',
    WHATSAPP_API_URL: fake.url,
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
    WHATSAPP_TOKEN: 'test-access-token',
    WHATSAPP_TEMPLATE_NAME: 'portal_login_code',
  }),
}));

const settings = (url: string) => ({
  apiUrl: url,
  phoneNumberId: '1098765',
  token: 'test-access-token',
  templateName: 'portal_login_code',
  invitationTemplate: 'company_invitation',
  timeoutMs: 2000,
});

describe('WhatsApp Cloud API sender', () => {
  it('sends the authentication template with the code', async () => {
    fake.received.length = 0;
    await whatsappCodeSender(settings(fake.url)).send('+966501234567', '0427', 'login', 'fr');
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v21.0/1098765/messages',
      headers: { authorization: 'Bearer test-access-token', 'content-type': 'application/json' },
    });
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '966501234567',
      type: 'template',
      template: {
        name: 'portal_login_code',
        language: { code: 'fr' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '0427' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '0427' }] },
        ],
      },
    });
  });

  it('fails clearly when the API refuses or is unreachable', async () => {
    fake.answerWith(401, { error: { message: 'Invalid OAuth access token' } });
    await expect(whatsappCodeSender(settings(fake.url)).send('+966501234567', '1111', 'login', 'ar')).rejects.toThrow(
      /WhatsApp API answered 401: .*Invalid OAuth/,
    );
    fake.answerWith(200, {});
    await expect(
      whatsappCodeSender(settings('http://127.0.0.1:1/v21.0')).send('+966501234567', '1111', 'login', 'ar'),
    ).rejects.toThrow(/unreachable/);
  });

  it('delivers the code of a registration, in the caller’s language', async () => {
    fake.received.length = 0;
    const phone = nextPhone();
    const registered = await call(t.app, 'POST', '/api/v1/auth/register', {
      body: { company_name: 'WA Co', owner_name: 'Wa', phone, email: 'wa@wa.example' },
      headers: { lang: 'en' },
    });
    expect(registered.statusCode).toBe(201);
    const body = fake.received[0]!.body as { to: string; template: { language: { code: string } } };
    expect(body.to).toBe(phone.slice(1));
    expect(body.template.language.code).toBe('en');
    const code = sentCode(0);
    const verified = await call(t.app, 'POST', '/api/v1/auth/phone/verify', { body: { phone, code } });
    expect(verified.statusCode).toBe(200);
    // No dev outbox copy when WhatsApp is the channel.
    const outbox = await call(t.app, 'GET', `/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`);
    expect(outbox.statusCode).toBe(404);
  });

  it('a failed send answers 502 and leaves no usable code', async () => {
    const phone = nextPhone();
    fake.answerWith(200, {});
    fake.received.length = 0;
    await call(t.app, 'POST', '/api/v1/auth/register', {
      body: { company_name: 'WA Two', owner_name: 'Wa', phone, email: 'wa@wa.example' },
    });
    const registrationCode = sentCode(0);
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/phone/verify', { body: { phone, code: registrationCode } })).statusCode,
    ).toBe(200);

    t.clock.advanceSeconds(61);
    const codesBefore = await t.database.db.$count(loginCodes);
    fake.answerWith(500, { error: { message: 'boom' } });
    const login = await call(t.app, 'POST', '/api/v1/auth/login', { body: { phone }, headers: { lang: 'en' } });
    expect(login.statusCode).toBe(502);
    expect(login.body).toEqual(
      errorEnvelope(502, 'We could not send the code right now, please try again in a few minutes'),
    );
    expect(await t.database.db.$count(loginCodes)).toBe(codesBefore);
    const verify = await call(t.app, 'POST', '/api/v1/auth/phone/verify', { body: { phone, code: sentCode(1) } });
    expect(verify.statusCode).toBe(422);

    // The failed attempt did not start the 60 s wait: once WhatsApp is back, a new code goes out at once.
    fake.answerWith(200, {});
    expect((await call(t.app, 'POST', '/api/v1/auth/login', { body: { phone } })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/v1/auth/phone/verify', { body: { phone, code: sentCode(2) } })).statusCode,
    ).toBe(200);
  });
});

/** The code carried by the n-th request the fake received. */
function sentCode(index: number): string {
  const body = fake.received[index]!.body as {
    template: { components: Array<{ parameters: Array<{ text: string }> }> };
  };
  return body.template.components[0]!.parameters[0]!.text;
}
