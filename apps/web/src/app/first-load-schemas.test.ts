import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The pages measured on a slow phone load no zod on their first load (docs/decisions/0007-first-load.md,
 * 0018-signed-in-first-load.md): following the static imports of each page's route module (dynamic imports are
 * loaded later), no module may import zod, nor a value of the contract defined in a module that uses zod (the build
 * puts those in the `contract-schemas` chunk, apps/web/vite.config.ts, whole).
 */

const SRC = path.resolve(import.meta.dirname, '..');
const CONTRACT = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
const ROUTES = [
  'features/browse/routes/MainPage.tsx',
  'app/routes/ShowPage.tsx',
  'app/routes/MyPage.tsx',
  'features/box-office/routes/HolderListPage.tsx',
];
/** Used only when `import.meta.env.DEV`, so the production build leaves it out (docs/decisions/0007-first-load.md). */
const DEVELOPMENT_ONLY = new Set(['lib/api-client.ts: isErrorBody (errors.ts)']);

/** Each static import's source and the names it takes (types left out; `*` for a whole module). */
function staticImports(code: string): { from: string; names: string[] }[] {
  const found: { from: string; names: string[] }[] = [];
  const pattern = /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'|^import\s+'([^']+)'/gm;
  for (const m of code.matchAll(pattern)) {
    if (m[4]) {
      found.push({ from: m[4], names: ['*'] });
      continue;
    }
    if (m[1]) continue;
    const clause = m[2] ?? '';
    const braces = /\{([^}]*)\}/.exec(clause);
    const names = braces
      ? braces[1]!
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '' && !s.startsWith('type '))
          .map((s) => s.split(/\s+as\s+/)[0]!)
      : [];
    if (!braces || /^\w+\s*,|\*/.test(clause)) names.push('*');
    if (names.length > 0) found.push({ from: m[3]!, names });
  }
  return found;
}

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (p) => existsSync(p) && !p.endsWith('.css') && /\.tsx?$/.test(p),
  );
}

/** Where each value the contract's barrel exports is defined, and which of its modules use zod. */
function contractIndex(): { origin: Map<string, string>; usesZod: Set<string> } {
  const origin = new Map<string, string>();
  const usesZod = new Set<string>();
  const files = readdirSync(CONTRACT).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));
  for (const file of files) {
    const code = readFileSync(path.join(CONTRACT, file), 'utf8');
    if (/from 'zod'/.test(code)) usesZod.add(file);
    for (const m of code.matchAll(/^export (?:const|function|class|let) (\w+)/gm)) origin.set(m[1]!, file);
  }
  // re-exports name the module that defines the value
  for (const file of files) {
    const code = readFileSync(path.join(CONTRACT, file), 'utf8');
    for (const m of code.matchAll(/^export \{([^}]*)\} from '\.\/([^']+)'/gm)) {
      for (const name of m[1]!.split(',').map((s) => s.trim()))
        if (name) origin.set(name, origin.get(name) ?? m[2]!);
    }
  }
  return { origin, usesZod };
}

function schemaUses(route: string): string[] {
  const { origin, usesZod } = contractIndex();
  const problems: string[] = [];
  const seen = new Set<string>();
  const stack = [path.join(SRC, route)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const where = path.relative(SRC, file);
    for (const { from, names } of staticImports(code)) {
      if (from === 'zod' || from.startsWith('zod/')) problems.push(`${where}: zod`);
      else if (from === '@moa/contract') {
        for (const name of names) {
          const defined = name === '*' ? 'index.ts' : origin.get(name);
          const use = `${where}: ${name} (${defined})`;
          if ((defined === 'index.ts' || (defined && usesZod.has(defined))) && !DEVELOPMENT_ONLY.has(use))
            problems.push(use);
        }
      } else if (from.startsWith('.')) {
        const next = resolve(file, from);
        if (next) stack.push(next);
      }
    }
  }
  return problems;
}

describe('the first load of the pages measured on a phone', () => {
  it.each(ROUTES)('%s imports nothing of zod, directly or through the contract', (route) => {
    expect(schemaUses(route)).toEqual([]);
  });
});
