import { describe, expect, it } from 'vitest';
import { readMeetingId } from './meeting-ref.ts';

const uuid = '3f1c2a9e-1111-4222-8333-444455556666';

describe('readMeetingId', () => {
  it.each([
    ['ABC234', 'ABC234'],
    [' abc234 ', 'ABC234'],
    ['abc-234', 'ABC234'],
    ['ABC 234', 'ABC234'],
    [uuid.toUpperCase(), uuid],
    [`https://ordo.example.com/m/${uuid}`, uuid],
    [`https://ordo.example.com/meeting/${uuid}?x=1`, uuid],
    ['http://localhost:3000/meeting/join/ABC234', 'ABC234'],
  ])('reads %j as %j', (input, expected) => {
    expect(readMeetingId(input)).toBe(expected);
  });

  it.each([
    '',
    'ABC23',
    'ABC2345',
    'ABCDE0',
    'OOOOOO',
    'not a code',
    `${uuid}x`,
    'https://example.com/',
  ])('refuses %j', (input) => {
    expect(readMeetingId(input)).toBeNull();
  });
});
