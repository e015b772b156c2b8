import { describe, expect, it } from 'vitest';
import { ConfigError, featureEnvName, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts with defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.brandName).toBe('Ordo');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.features.ai).toBe(true);
    expect(config.features.publicProfile).toBe(false);
  });

  it('reads feature flags from FEATURE_<NAME>', () => {
    expect(featureEnvName('addToCalendarButton')).toBe('FEATURE_ADD_TO_CALENDAR_BUTTON');
    const config = loadConfig({ FEATURE_AI: 'false', FEATURE_PUBLIC_PROFILE: 'true' });
    expect(config.features.ai).toBe(false);
    expect(config.features.publicProfile).toBe(true);
  });

  it('reads the AI settings: the built-in coach without AI_BASE_URL, power limits', () => {
    expect(loadConfig({}).ai).toMatchObject({
      baseUrl: undefined,
      freePower: 240,
      proFairUsePower: 0,
    });
    const config = loadConfig({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: '5000',
      AI_FREE_POWER: '60',
      AI_PRO_FAIR_USE_POWER: '5000',
    });
    expect(config.ai).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      timeoutMs: 5000,
      freePower: 60,
      proFairUsePower: 5000,
    });
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://model' })).toThrow('AI_BASE_URL');
    expect(() => loadConfig({ AI_FREE_POWER: '0' })).toThrow('AI_FREE_POWER');
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash when given', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://ordo.example.com/' }).publicUrl).toBe(
      'https://ordo.example.com',
    );
  });

  it('reads TRUST_PROXY as a flag or as the proxies’ addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    for (const wrong of ['10.0.0.0/33', 'proxy.example.com', '2', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('lists every problem at once in readable words', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', FEATURE_AI: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toContain('PORT: must be a number');
    expect(problems.join('\n')).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(problems.join('\n')).toContain('FEATURE_AI: must be true or false');
  });

  it('turns on Stripe only with a key and both prices; BILLING_* have safe defaults', () => {
    expect(loadConfig({}).billing).toEqual({ stripe: undefined, testMode: false, graceDays: 7 });
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      BILLING_GRACE_DAYS: '3',
    }).billing;
    expect(stripe).toMatchObject({
      stripe: { prices: { month: 'price_m', year: 'price_y' }, webhookSecret: undefined },
      graceDays: 3,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'STRIPE_SECRET_KEY: needs STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY as well',
    );
    expect(() => loadConfig({ BILLING_GRACE_DAYS: '0' })).toThrow('BILLING_GRACE_DAYS');
  });
});
