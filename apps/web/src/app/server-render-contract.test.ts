import path from 'node:path';
import * as contract from '@moa/contract';
import { describe, expect, it } from 'vitest';
import { contractDefinitions, directContractImports } from '../../build/contract-direct';

/**
 * The server's renderer imports each of the contract's values from the module that defines it, not through the
 * barrel, whose wrapper in that build would build every form's zod schemas at the first page
 * (build/contract-direct.ts, docs/decisions/0012-server-memory.md).
 */
const CONTRACT = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
const defined = contractDefinitions(CONTRACT);
const at = (file: string) => JSON.stringify(path.join(CONTRACT, file));

describe("the renderer's imports of the contract", () => {
  it('finds the module of every value the barrel exports', () => {
    const values = Object.keys(contract);
    expect(values.length).toBeGreaterThan(100);
    expect(values.filter((name) => !defined.has(name))).toEqual([]);
    // a value re-exported by another module is found where it is defined
    expect(defined.get('RESERVATION_STATUS_LABELS')).toBe('labels.ts');
    expect(defined.get('formatPhone')).toBe('formats.ts');
  });

  it('writes an import and a re-export of the barrel as imports of the defining modules', () => {
    const code = [
      'import { LIMITS, groupDigits as count, formatPhone } from "@moa/contract";',
      'import { useState } from "react";',
      'export { groupDigits as koNumber } from "@moa/contract";',
      'export const x = [LIMITS, count, formatPhone, useState];',
    ].join('\n');
    expect(directContractImports(code, CONTRACT, defined)).toBe(
      [
        `import { LIMITS } from ${at('limits.ts')};`,
        `import { groupDigits as count } from ${at('numbers.ts')};`,
        `import { formatPhone } from ${at('formats.ts')};`,
        'import { useState } from "react";',
        `export { groupDigits as koNumber } from ${at('numbers.ts')};`,
        'export const x = [LIMITS, count, formatPhone, useState];',
      ].join('\n'),
    );
  });

  it('leaves a module without the barrel alone, and refuses an unknown name or a form it cannot write per module', () => {
    expect(directContractImports('import { x } from "./x";', CONTRACT, defined)).toBeNull();
    expect(() =>
      directContractImports('import { nothingSuch } from "@moa/contract";', CONTRACT, defined),
    ).toThrow(/nothingSuch/);
    for (const code of [
      'import * as c from "@moa/contract";',
      'export * from "@moa/contract";',
      'export const load = () => import("@moa/contract");',
      'import { "LIMITS" as limits } from "@moa/contract";',
      'import { LIMITS } from "@moa/contract"; const = ;',
    ]) {
      expect(() => directContractImports(code, CONTRACT, defined), code).toThrow(/@moa\/contract/);
    }
  });
});
