import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET } from '@ordo/contract';

/** A fresh 6-character join code; uniqueness is enforced by the database and retried. */
export function newJoinCode(): string {
  let code = '';
  for (let index = 0; index < 6; index += 1) {
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}
