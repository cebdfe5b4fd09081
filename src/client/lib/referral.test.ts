import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function stubSessionStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  });
  return items;
}

describe('the visit’s referral code', () => {
  it('keeps a well-formed ?ref= for the visit, so later pages still send it', async () => {
    stubSessionStorage();
    const { referralCode, rememberReferral } = await import('./referral.ts');
    expect(referralCode()).toBeUndefined();
    rememberReferral('?ref=7k3mzq9p2d&utm=x');
    // Another page without ?ref= keeps it.
    rememberReferral('');
    expect(referralCode()).toBe('7K3MZQ9P2D');
  });

  it('drops a mangled code, keeping the one already remembered', async () => {
    stubSessionStorage();
    const { referralCode, rememberReferral } = await import('./referral.ts');
    rememberReferral('?ref=7K3MZQ9P2D');
    rememberReferral('?ref=<script>');
    expect(referralCode()).toBe('7K3MZQ9P2D');
  });

  it('still works for the page it opened when storage is blocked', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    const { referralCode, rememberReferral } = await import('./referral.ts');
    rememberReferral('?ref=7K3MZQ9P2D');
    expect(referralCode()).toBe('7K3MZQ9P2D');
  });
});
