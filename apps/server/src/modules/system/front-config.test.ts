import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@ordo/contract';
import type { App } from '../../app.ts';
import { ConfigError, linkEnvName, loadConfig } from '../../config.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';

describe('front-door settings', () => {
  it('prices PRO at 12 € a month and 96 € a year unless told otherwise', () => {
    expect(loadConfig({}).pricing).toEqual({ currency: 'EUR', monthly: 12, yearly: 96 });
    expect(loadConfig({ PRICE_MONTHLY_EUR: '10', PRICE_YEARLY_EUR: '99.5' }).pricing).toEqual({
      currency: 'EUR',
      monthly: 10,
      yearly: 99.5,
    });
  });

  it('names one LINK_ setting per alias and leaves analytics off by default', () => {
    expect(linkEnvName('closedTeamspace')).toBe('LINK_CLOSED_TEAMSPACE');
    expect(linkEnvName('toNotion')).toBe('LINK_TO_NOTION');
    const config = loadConfig({ LINK_HELP: 'https://docs.example.com/help' });
    expect(config.links.help).toBe('https://docs.example.com/help');
    expect(config.links.privacy).toBeUndefined();
    expect(config.analyticsUrl).toBeUndefined();
  });

  it.each([
    ['PRICE_MONTHLY_EUR', '-3', 'PRICE_MONTHLY_EUR: must be above 0'],
    ['PRICE_YEARLY_EUR', 'cheap', 'PRICE_YEARLY_EUR: must be a number of euros'],
    ['LINK_TERMS', 'javascript:alert(1)', 'LINK_TERMS: must be an http(s) URL'],
    ['ANALYTICS_URL', 'ftp://stats', 'ANALYTICS_URL: must be an http(s) URL'],
  ])('refuses %s=%s in plain words', (name, value, problem) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.join('\n')).toContain(problem);
  });
});

describe.each(testDatabaseKinds)('GET /api/config front-door fields on %s', (kind) => {
  let configured: App;
  let plain: App;
  beforeAll(async () => {
    configured = await buildTestApp(kind, {
      PRICE_MONTHLY_EUR: '10',
      PRICE_YEARLY_EUR: '80',
      LINK_PRIVACY: 'https://legal.example.com/privacy',
      ANALYTICS_URL: 'https://stats.example.com/collect',
    });
    plain = await buildTestApp(kind);
  });
  afterAll(async () => {
    await configured.close();
    await plain.close();
  });

  it('exposes prices, configured links and the analytics endpoint', async () => {
    const body = publicConfigSchema.parse(
      (await configured.inject({ method: 'GET', url: '/api/config' })).json(),
    );
    expect(body.pricing).toEqual({ currency: 'EUR', monthly: 10, yearly: 80 });
    expect(body.links.privacy).toBe('https://legal.example.com/privacy');
    expect(body.links.terms).toBeNull();
    expect(body.analyticsUrl).toBe('https://stats.example.com/collect');
  });

  it('lets the page-view beacon reach its origin and nothing else', async () => {
    const withAnalytics = await configured.inject({ method: 'GET', url: '/healthz' });
    expect(String(withAnalytics.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://stats.example.com;",
    );
    const without = await plain.inject({ method: 'GET', url: '/healthz' });
    expect(String(without.headers['content-security-policy'])).toContain("connect-src 'self';");
  });

  it('answers null links and no analytics when nothing is configured', async () => {
    const body = (await plain.inject({ method: 'GET', url: '/api/config' })).json();
    expect(body.analyticsUrl).toBeNull();
    expect(Object.values(body.links).every((link) => link === null)).toBe(true);
    expect(body.pricing).toEqual({ currency: 'EUR', monthly: 12, yearly: 96 });
  });
});
