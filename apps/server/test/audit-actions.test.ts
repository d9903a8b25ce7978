import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTIONS, AUDIT_SYSTEM_ACTORS } from '@moa/contract';
import { describe, expect, it } from 'vitest';

/**
 * The audit log's codes (docs/architecture.md, "Audit"): every action the server's code records is one of the
 * contract's AUDIT_ACTIONS, which the administrator's screen labels in Korean (apps/web's text table, keyed by it and
 * tested there). recordAudit's type says the same at compile time; this reads the calls themselves.
 */
const SRC = path.resolve(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('audit action codes', () => {
  it('records only codes the contract lists, and the list holds no code nobody records', () => {
    const written = new Set<string>();
    const actors = new Set<string>();
    for (const file of sources(SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const call of text.matchAll(/recordAudit\(([\s\S]*?)\{ type:/g)) {
        for (const code of call[1]!.matchAll(/'([a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+)'/g)) written.add(code[1]!);
      }
      for (const a of text.matchAll(/_ACTOR = \{ id: null, email: '([a-z]+)' \}/g)) actors.add(a[1]!);
    }
    expect(written.size).toBeGreaterThan(30);
    expect([...written].filter((c) => !(AUDIT_ACTIONS as readonly string[]).includes(c))).toEqual([]);
    expect(AUDIT_ACTIONS.filter((c) => !written.has(c))).toEqual([]);
    expect([...actors].sort()).toEqual([...AUDIT_SYSTEM_ACTORS].sort());
  });
});
