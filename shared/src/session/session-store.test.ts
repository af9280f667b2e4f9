import type { LoginInfo } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { session } from './session-store';

const info: LoginInfo = {
  user: { id: 'u1', name: 'Sara', phone: '+966500000001', email: null, img_url: null },
  token: 'bearer-1',
  role: {
    id: 'm1',
    company: { id: 'c1', name: { ar: 'أ', en: 'A' }, logo_url: null },
    role: { title: 'Admin' },
    is_admin: true,
    ability: [],
  },
  wallet: { balance: 0, credit_line: 0, currency: 'SAR' },
};

describe('push token on the user data (spec §3, §4)', () => {
  it('is stored on the user, kept by later login info and gone after sign-out', () => {
    session.applyLoginInfo(info);
    session.setPushToken('fcm-1');
    expect(session.getState().user?.fcm_token).toBe('fcm-1');
    session.applyLoginInfo(info);
    expect(session.getState().user?.fcm_token).toBe('fcm-1');
    session.clear();
    expect(session.getState().user).toBeNull();
    session.setPushToken('fcm-2');
    expect(session.getState().user).toBeNull();
  });
});

describe('an ops account (issue 27.1)', () => {
  it('has no company role: no Role-Id to send', () => {
    session.applyLoginInfo({ ...info, role: { ...info.role, id: '', account_type: 'ops' } });
    expect(session.getState().roleId).toBeNull();
    expect(session.getState().user?.accountType).toBe('ops');
    session.clear();
  });
});

describe('login info that says what the session holds (issue 29.2)', () => {
  it('tells no reader, and a changed answer does', () => {
    session.applyLoginInfo(info);
    const held = session.getState();
    let told = 0;
    const stop = session.subscribe(() => {
      told += 1;
    });
    session.applyLoginInfo(structuredClone(info));
    expect(told).toBe(0);
    expect(session.getState()).toBe(held);
    session.applyLoginInfo({ ...info, wallet: { ...info.wallet, balance: 500 } });
    expect(told).toBe(1);
    expect(session.getState().wallet?.balance).toBe(500);
    expect(session.getState().ability).toBe(held.ability);
    stop();
    session.clear();
  });
});
