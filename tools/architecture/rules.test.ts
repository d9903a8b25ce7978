import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Each architecture rule of .dependency-cruiser.cjs is proved by a probe: files laid out as in the repository that
 * break exactly that rule must fail the check (the same command `npm run lint` runs), and their allowed twins must
 * pass. A rule that stopped seeing its files (as a cycle check that never read .ts files once did) fails here.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');

const PROBES: Record<string, string> = {
  // a cycle of two .ts files, and one made only of type imports
  'packages/contract/src/cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = () => b;\n",
  'packages/contract/src/cycle-b.ts': "import { a } from './cycle-a.ts';\nexport const b = () => a;\n",
  'apps/server/src/modules/auth/type-a.ts':
    "import type { B } from './type-b.ts';\nexport interface A { b: B }\n",
  'apps/server/src/modules/auth/type-b.ts':
    "import type { A } from './type-a.ts';\nexport interface B { a?: A }\n",
  'packages/contract/src/chain-a.ts': "import { c } from './chain-b.ts';\nexport const a = c;\n",
  'packages/contract/src/chain-b.ts': 'export const c = 1;\n',
  // another module's repository from deep inside a module; its own repository and another's service are fine
  'apps/server/src/modules/manage/deep/probe.ts':
    "import { q } from '../../reservations/repository.ts';\nq();\n",
  'apps/server/src/modules/reservations/repository.ts': 'export const q = () => 1;\n',
  'apps/server/src/modules/manage/fine.ts':
    "import { q } from './holders-repository.ts';\nimport { s } from '../reservations/index.ts';\nq(s);\n",
  'apps/server/src/modules/manage/holders-repository.ts': 'export const q = (_: unknown) => 1;\n',
  'apps/server/src/modules/reservations/service.ts': 'export const s = 1;\n',
  'apps/server/src/modules/reservations/index.ts': "export { s } from './service.ts';\n",
  // another module's file other than its index.ts, from a module and from outside the modules; the index is fine
  'apps/server/src/modules/waitlist/probe.ts':
    "import { s } from '../reservations/service.ts';\nexport const x = s;\n",
  'apps/server/src/modules/waitlist/fine.ts':
    "import { s } from '../reservations/index.ts';\nimport { x } from './probe.ts';\nexport const y = s + x;\n",
  'apps/server/src/plugins/probe.ts':
    "import { s } from '../modules/reservations/service.ts';\nexport const x = s;\n",
  'apps/server/src/plugins/fine.ts':
    "import { s } from '../modules/reservations/index.ts';\nexport const x = s;\n",
  // a web feature importing another from three folders down; the same depth inside its own feature is fine
  'apps/web/src/features/browse/a/b/c/probe.ts':
    "import { y } from '../../../../manage/y.ts';\nexport const x = y;\n",
  'apps/web/src/features/browse/a/b/c/fine.ts': "import { z } from '../../../z.ts';\nexport const x = z;\n",
  'apps/web/src/features/browse/z.ts': 'export const z = 1;\n',
  'apps/web/src/features/manage/y.ts': 'export const y = 1;\n',
  // shared web code importing the app; the contract importing an app
  'apps/web/src/components/probe.ts': "import { y } from '../app/y.ts';\nexport const x = y;\n",
  'apps/web/src/app/y.ts': 'export const y = 1;\n',
  'packages/contract/src/probe.ts':
    "import { y } from '../../../apps/server/src/y.ts';\nexport const x = y;\n",
  'apps/server/src/y.ts': 'export const y = 1;\n',
};

let dir: string;
let exitCode = 0;
/** The violations the check printed, as "rule: from". */
let found: string[] = [];

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moa-rules-'));
  await fs.copyFile(path.join(root, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  await fs.copyFile(path.join(root, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'));
  for (const [file, text] of Object.entries(PROBES)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), text);
  }
  let output = '';
  try {
    ({ stdout: output } = await run(depcruise, ['packages', 'apps', '--config', '.dependency-cruiser.cjs'], {
      cwd: dir,
    }));
  } catch (error) {
    ({ stdout: output, code: exitCode } = error as { stdout: string; code: number });
  }
  found = [...output.matchAll(/error ([a-z-]+): (\S+)/g)].map((m) => `${m[1]}: ${m[2]}`);
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('architecture rules', () => {
  it('fail the lint command', () => {
    expect(exitCode).toBeGreaterThan(0);
  });

  it('find a cycle of two .ts files, and one made only of type imports', () => {
    expect(found).toContainEqual(
      expect.stringMatching(/^no-cycle: packages\/contract\/src\/cycle-[ab]\.ts$/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^no-cycle: apps\/server\/src\/modules\/auth\/type-[ab]\.ts$/),
    );
    expect(found.filter((f) => f.includes('chain-'))).toEqual([]);
  });

  it("refuse another module's repository at any depth, and allow a module's own and another's index", () => {
    expect(found).toContain('server-repository-private: apps/server/src/modules/manage/deep/probe.ts');
    expect(found.filter((f) => f.includes('manage/fine.ts'))).toEqual([]);
  });

  it("refuse another module's files but its index.ts, from a module or from outside the modules", () => {
    expect(found.filter((f) => f.endsWith('waitlist/probe.ts'))).toEqual([
      'server-module-index-only: apps/server/src/modules/waitlist/probe.ts',
    ]);
    expect(found.filter((f) => f.endsWith('plugins/probe.ts'))).toEqual([
      'server-outside-module-index-only: apps/server/src/plugins/probe.ts',
    ]);
    expect(found.filter((f) => f.includes('fine.ts'))).toEqual([]);
  });

  it('refuse a web feature importing another, however deep the importing file is', () => {
    expect(found).toContain('web-feature-imports-another: apps/web/src/features/browse/a/b/c/probe.ts');
    expect(found.filter((f) => f.includes('c/fine.ts'))).toEqual([]);
  });

  it('refuse shared web code importing the app, and the contract importing an app', () => {
    expect(found).toContain('web-shared-imports-feature: apps/web/src/components/probe.ts');
    expect(found).toContain('contract-imports-app: packages/contract/src/probe.ts');
  });

  it('report nothing but the probes', () => {
    expect(found.every((f) => /probe|cycle-|type-/.test(f))).toBe(true);
  });
});
