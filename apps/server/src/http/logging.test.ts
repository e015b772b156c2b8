import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it.each([
    ['/v3/meetings/abc', '/v3/meetings/abc'],
    ['/v3/meetings/abc?code=s3cret', '/v3/meetings/abc?code=[redacted]'],
    ['/v3/meetings/abc/check?code=s3cret&x=1', '/v3/meetings/abc/check?code=[redacted]&x=1'],
    ['/m/abc?pass=eyJ', '/m/abc?pass=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(redactUrl(url)).not.toContain('s3cret');
  });
});
