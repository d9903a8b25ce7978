import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractPlainModules } from '../../build/contract-plain';

/**
 * The pages measured on a slow phone load no zod on their first load (docs/decisions/0007-first-load.md,
 * 0018-signed-in-first-load.md): following the static imports of the app's entry and of each page's route module
 * (dynamic imports are loaded later), no module may import zod, nor a value of the contract defined in a module that
 * is not plain (build/contract-plain.ts: the build puts every other module of the contract in the `contract-schemas`
 * chunk, apps/web/vite.config.ts, which a page loads whole). The entry is loaded by every page: a schema it reaches
 * (the route guard once did, through sign-in.ts) costs each of them.
 */

const SRC = path.resolve(import.meta.dirname, '..');
const CONTRACT = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
const ROUTES = [
  'main.tsx',
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

/** Where each value the contract's barrel exports is defined, and which of its modules the first load may use. */
function contractIndex(): { origin: Map<string, string>; plain: Set<string> } {
  const origin = new Map<string, string>();
  const files = readdirSync(CONTRACT).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));
  for (const file of files) {
    const code = readFileSync(path.join(CONTRACT, file), 'utf8');
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
  return { origin, plain: contractPlainModules(CONTRACT) };
}

/** Every module of src/ that `route` reaches through static imports (what its first load carries). */
function reachable(route: string): string[] {
  const seen = new Set<string>();
  const stack = [path.join(SRC, route)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { from } of staticImports(readFileSync(file, 'utf8'))) {
      const next = from.startsWith('.') ? resolve(file, from) : undefined;
      if (next) stack.push(next);
    }
  }
  return [...seen].map((file) => path.relative(SRC, file));
}

function schemaUses(route: string): string[] {
  const { origin, plain } = contractIndex();
  const problems: string[] = [];
  for (const where of reachable(route)) {
    for (const { from, names } of staticImports(readFileSync(path.join(SRC, where), 'utf8'))) {
      if (from === 'zod' || from.startsWith('zod/')) problems.push(`${where}: zod`);
      else if (from === '@moa/contract') {
        for (const name of names) {
          const defined = name === '*' ? 'index.ts' : origin.get(name);
          const use = `${where}: ${name} (${defined})`;
          if (defined && !plain.has(defined) && !DEVELOPMENT_ONLY.has(use)) problems.push(use);
        }
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

// The manager area's words are a file of their own so that a student's pages do not carry them (text/ko-manage.ts):
// /mypage once did, for two words of a badge and the door duties' title (docs/decisions/0018-signed-in-first-load.md).
describe("the first load of a student's pages", () => {
  it.each(ROUTES.filter((route) => !route.includes('box-office')))(
    '%s carries none of the manager area’s words',
    (route) => {
      const modules = reachable(route);
      expect(modules.length).toBeGreaterThan(3);
      expect(modules).not.toContain('text/ko-manage.ts');
    },
  );
});

// The holder list's first load carries neither the student's words nor the seat map, which only a seat move shows
// (docs/decisions/0018-signed-in-first-load.md, fourth round).
describe('the first load of the holder list', () => {
  it('carries neither the student’s words nor the seat map', () => {
    const modules = reachable('features/box-office/routes/HolderListPage.tsx');
    expect(modules).toContain('features/box-office/holders/HolderListScreen.tsx');
    expect(modules.filter((m) => m === 'text/ko-student.ts' || m.startsWith('components/seats/'))).toEqual(
      [],
    );
  });
});

/** The chunks a page's first load fetches in the built app: the entry's and the route's static imports, followed. */
function builtFirstLoad(route: string): string[] {
  const manifest = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const files = new Set<string>();
  const stack = ['index.html', `src/${route}`];
  while (stack.length > 0) {
    const key = stack.pop()!;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    stack.push(...(chunk.imports ?? []));
  }
  return [...files];
}

// What the build made of the rules above (npm run build first): the chunking of apps/web/vite.config.ts and the
// modules' imports together.
describe('the built first load of the pages measured on a phone', () => {
  it.each(ROUTES.filter((route) => route !== 'main.tsx'))('%s fetches no contract-schemas chunk', (route) => {
    const files = builtFirstLoad(route);
    expect(files.length).toBeGreaterThan(2);
    expect(files.filter((file) => /contract-schemas/.test(file))).toEqual([]);
  });
});
