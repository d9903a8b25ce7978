import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'rolldown/utils';
import type { Plugin } from 'vite';

type Program = ReturnType<typeof parseSync>['program'];
type Statement = Program['body'][number];

/** The module of the contract (a file of `dir`) that defines each value its barrel, index.ts, exports. */
export function contractDefinitions(dir: string): Map<string, string> {
  const defined = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.includes('.test.') || file === 'index.ts') continue;
    const { program } = parseSync(file, readFileSync(path.join(dir, file), 'utf8'));
    for (const s of program.body) {
      // a re-export (`export { A } from`, `export * from`) is found under the module that defines the value
      if (s.type !== 'ExportNamedDeclaration' || s.exportKind !== 'value' || s.source) continue;
      const d = s.declaration;
      if (d?.type === 'VariableDeclaration') {
        for (const v of d.declarations) if (v.id.type === 'Identifier') defined.set(v.id.name, file);
      } else if ((d?.type === 'FunctionDeclaration' || d?.type === 'ClassDeclaration') && d.id) {
        defined.set(d.id.name, file);
      }
      for (const spec of s.specifiers) {
        if (spec.exportKind !== 'type' && spec.exported.type === 'Identifier')
          defined.set(spec.exported.name, file);
      }
    }
  }
  return defined;
}

const CONTRACT = '@moa/contract';

/**
 * A module's imports (and re-exports) of the contract's barrel written as imports of the modules that define each
 * name, or null when it has none. In the server's renderer every module is wrapped to run when first imported (the
 * build inlines the lazy routes' imports), and the barrel's wrapper runs all of the contract's modules: every form's
 * zod schemas were built at the renderer's first page, about 6 MiB of the server's heap
 * (docs/decisions/0012-server-memory.md). Imported by name, a page runs only the modules it names.
 */
export function directContractImports(
  code: string,
  dir: string,
  defined: Map<string, string>,
): string | null {
  if (!code.includes(CONTRACT)) return null;
  const { program, errors } = parseSync('module.js', code);
  if (errors.length > 0)
    throw new Error(`${CONTRACT}: a module the plugin cannot read (${errors[0]!.message})`);
  refuseOtherForms(program);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const s of program.body as Statement[]) {
    const isImport = s.type === 'ImportDeclaration';
    if (!(isImport || s.type === 'ExportNamedDeclaration') || s.source?.value !== CONTRACT) continue;
    const byModule = new Map<string, string[]>();
    for (const spec of s.specifiers) {
      if (spec.type !== 'ImportSpecifier' && spec.type !== 'ExportSpecifier') {
        throw new Error(
          `${CONTRACT}: only named imports are written per module (${code.slice(s.start, s.end)})`,
        );
      }
      const name = spec.type === 'ImportSpecifier' ? spec.imported : spec.local;
      const as = spec.type === 'ImportSpecifier' ? spec.local : spec.exported;
      if (name.type !== 'Identifier' || as.type !== 'Identifier') {
        throw new Error(`${CONTRACT}: a name written as a string is not written per module`);
      }
      if ((spec.type === 'ImportSpecifier' ? spec.importKind : spec.exportKind) === 'type') continue;
      const file = defined.get(name.name);
      if (!file) throw new Error(`${CONTRACT} exports no value named ${name.name}`);
      const list = byModule.get(file) ?? [];
      list.push(name.name === as.name ? name.name : `${name.name} as ${as.name}`);
      byModule.set(file, list);
    }
    const keyword = isImport ? 'import' : 'export';
    const text = [...byModule]
      .map(
        ([file, names]) => `${keyword} { ${names.join(', ')} } from ${JSON.stringify(path.join(dir, file))};`,
      )
      .join('\n');
    // nothing left (types only): the contract has no side effects to keep
    edits.push({ start: s.start, end: s.end, text });
  }
  if (edits.length === 0) return null;
  let out = code;
  for (const e of edits.reverse()) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/**
 * The forms of using the barrel that cannot be written per module (`export * from` it, `import()` of it): refused, so
 * the barrel never comes back into the renderer unnoticed.
 */
function refuseOtherForms(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) refuseOtherForms(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const n = node as { type?: string; source?: { value?: unknown } };
  if ((n.type === 'ExportAllDeclaration' || n.type === 'ImportExpression') && n.source?.value === CONTRACT) {
    throw new Error(`${CONTRACT}: only named imports and re-exports are written per module (${n.type})`);
  }
  for (const value of Object.values(node)) if (typeof value === 'object') refuseOtherForms(value);
}

/** The SSR build's plugin: directContractImports for the app's own modules. */
export function contractDirect(srcDir: string, contractDir: string): Plugin {
  const defined = contractDefinitions(contractDir);
  return {
    name: 'moa-contract-direct',
    transform(code, id) {
      if (!id.startsWith(srcDir + path.sep)) return null;
      const direct = directContractImports(code, contractDir, defined);
      return direct === null ? null : { code: direct, map: null };
    },
  };
}
