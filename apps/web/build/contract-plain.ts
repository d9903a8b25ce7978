import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The contract's modules the first load may use: those that import neither zod nor, through their value imports, a
 * module that does (docs/decisions/0018-signed-in-first-load.md). The build puts them in the `app` chunk, which
 * the entry loads, and every other module of the contract in `contract-schemas` (vite.config.ts); the first-load test
 * (src/app/first-load-schemas.test.ts) reads the same list, so the two cannot disagree. The barrel (index.ts)
 * re-exports everything and is never plain.
 */
export function contractPlainModules(dir: string): Set<string> {
  const imports = new Map<string, string[]>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.includes('.test.')) continue;
    const code = readFileSync(path.join(dir, file), 'utf8');
    const from: string[] = [];
    for (const m of code.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm))
      if (!m[1]) from.push(m[2]!.replace(/^\.\//, ''));
    imports.set(file, from);
  }
  const plain = new Set<string>();
  const visiting = new Set<string>();
  const isPlain = (file: string): boolean => {
    if (plain.has(file)) return true;
    if (file === 'index.ts' || visiting.has(file) || !imports.has(file)) return false;
    visiting.add(file);
    const ok = imports
      .get(file)!
      .every((from) => from !== 'zod' && !from.startsWith('zod/') && isPlain(from));
    visiting.delete(file);
    if (ok) plain.add(file);
    return ok;
  };
  for (const file of imports.keys()) isPlain(file);
  return plain;
}
