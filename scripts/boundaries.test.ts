import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-globals',
    )
    .map((message) => message.message);
}

// The lint rules are the guard; these cases prove the guard fires (and does not over-fire).
describe('dependency boundaries', () => {
  it.each([
    ["import { readFile } from 'node:fs';", 'node'],
    ["import fs from 'fs';", 'node'],
    ["import { Pool } from 'pg';", 'database'],
    ["import { useState } from 'react';", 'ui'],
    ['export const w = window.innerWidth;', 'window'],
    ['export const el = document.body;', 'document'],
    ['export const env = process.env;', 'process'],
    ["export const r = fetch('/x');", 'fetch'],
    ['export const t = setTimeout(() => 1, 1);', 'timers'],
    ["import { x } from '@ordo/contract';", 'our packages'],
  ])('keeps packages/agenda pure: %s is refused (%s)', async (code) => {
    expect(await violations('packages/agenda/src/probe.ts', code)).not.toEqual([]);
  });

  it('lets packages/agenda import markdown-it and its own files', async () => {
    const code =
      "import MarkdownIt from 'markdown-it';\nimport { a } from './a.ts';\nexport const b = [MarkdownIt, a];";
    expect(await violations('packages/agenda/src/probe.ts', code)).toEqual([]);
  });

  it.each([
    ['apps/web/src/probe.ts', "import { buildApp } from '@ordo/server';"],
    ['apps/web/src/probe.ts', "import { buildApp } from '../../../apps/server/src/app.ts';"],
    ['apps/server/src/probe.ts', "import { App } from '@ordo/web';"],
    ['apps/server/src/probe.ts', "import { App } from '../../web/src/app/app.tsx';"],
  ])('keeps apps from importing each other: %s', async (file, code) => {
    expect(await violations(file, code)).not.toEqual([]);
  });
});
