import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * lib/ is pure (docs/architecture.md, What may import what): eslint.config.mjs refuses React, Konva and the
 * vendor loaders (Sentry, GrowthBook) and the browser globals in lib/. This lints a probe file as if it were
 * in lib/, and the same text as if it were in components/, and checks that each violation is caught in lib/ only.
 */
const PROBE = `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Konva from 'konva';
import { init } from '@sentry/nextjs';
import { GrowthBook } from '@growthbook/growthbook';

export const probe = [useState, createRoot, Konva, init, GrowthBook];
export const href = () => window.location.href;
export const cookie = () => document.cookie;
export const stored = () => localStorage.getItem('x');
export const session = () => sessionStorage.getItem('x');
export const language = () => navigator.language;
export const viaGlobal = () => globalThis.document;
export const lazy = () => import('konva');
`;

const PURITY_RULES = new Set(['no-restricted-imports', 'no-restricted-globals', 'no-restricted-syntax']);

interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
}

function lint(filePath: string): LintMessage[] {
  const eslint = path.join(process.cwd(), 'node_modules', '.bin', 'eslint');
  const run = spawnSync(eslint, ['--no-warn-ignored', '--format', 'json', '--stdin', '--stdin-filename', filePath], {
    input: PROBE,
    encoding: 'utf8',
    maxBuffer: 16 << 20,
  });
  if (run.status !== 0 && run.status !== 1) throw new Error(`eslint failed: ${run.stderr}`);
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
  return result!.messages.filter((m) => m.ruleId !== null && PURITY_RULES.has(m.ruleId));
}

jest.setTimeout(120_000);

it('refuses React, Konva, Sentry, GrowthBook and browser globals in lib/', () => {
  const caught = lint('lib/purity-probe.ts');
  const lines = new Set(caught.map((m) => m.line));
  // The five imports, the six globals (window … globalThis.document) and the dynamic import; line 7 only uses imports.
  expect([...lines].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 8, 9, 10, 11, 12, 13, 14]);
  expect(caught.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line)).toEqual([1, 2, 3, 4, 5]);
  expect(caught.every((m) => m.message.includes('lib/ is pure'))).toBe(true);
});

it('allows the same code where React and the browser live (components/)', () => {
  expect(lint('components/purity-probe.tsx')).toEqual([]);
});

it('keeps React components out of lib/ (no .tsx files)', () => {
  const tsx = execFileSync('git', ['ls-files', 'lib/**/*.tsx', 'lib/*.tsx'], { encoding: 'utf8' }).trim();
  expect(tsx).toBe('');
});
