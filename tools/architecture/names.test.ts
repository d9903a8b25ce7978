import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One word for one thing (docs/architecture.md#names): 회차 is `schedule`, and `session` names only sign-in. ESLint's
 * `id-match` (eslint.config.js) holds declared names to that; file names are held here, since ESLint reads none.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** The files about sign-in sessions, by path. */
const SIGN_IN_FILES = [
  'apps/server/src/modules/auth/session-cache.ts',
  'apps/server/src/modules/auth/session-repository.ts',
  'apps/server/src/modules/auth/session-user.ts',
  'apps/server/src/modules/auth/sessions.ts',
  'apps/server/test/session-sweep.test.ts',
  'apps/web/src/app/layout/SessionExpiredModal.tsx',
  'apps/web/src/lib/session.ts',
  'apps/web/src/test/session.ts',
  'docs/decisions/0003-session-lifetime-and-sign-in-limits.md',
];

const withTheWord = (files: string[]) => files.filter((f) => /session/i.test(path.posix.basename(f)));

describe('names', () => {
  it('leave `session` in file names to sign-in', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(withTheWord(files).filter((f) => !SIGN_IN_FILES.includes(f))).toEqual([]);
  });
});
