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

  it('derives PUBLIC_URL from PORT and strips a trailing slash when given', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://ordo.example.com/' }).publicUrl).toBe(
      'https://ordo.example.com',
    );
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
});
