import { describe, expect, it } from 'vitest';
import { endpoints } from '@moa/contract';

/**
 * The production build gives screens the server's answers without parsing them with the response schemas
 * (docs/decisions/0007-first-load.md). The server serialises every answer through the same schema, so what arrives
 * already carries every default and coerced value, and parsing it again would change nothing, unless a schema
 * transforms (a transform or pipe need not give the same value twice). This walks every response schema and names
 * any transform in it.
 */

interface ZodInternals {
  _zod: { def: Record<string, unknown> & { type: string } };
}

const CHANGING = new Set(['pipe', 'transform']);

function changers(schema: unknown, at: string, seen: Set<unknown>, found: string[]): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as ZodInternals)._zod?.def;
  if (!def) return;
  if (CHANGING.has(def.type)) found.push(`${at}: ${def.type}`);
  const visit = (child: unknown, where: string) => changers(child, where, seen, found);
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
        visit(child, `${at}.${key}`);
      if (def.catchall) visit(def.catchall, `${at}[*]`);
      break;
    case 'array':
      visit(def.element, `${at}[]`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((option, i) => visit(option, `${at}|${i}`));
      break;
    case 'intersection':
      visit(def.left, `${at}&left`);
      visit(def.right, `${at}&right`);
      break;
    case 'record':
      visit(def.keyType, `${at}{key}`);
      visit(def.valueType, `${at}{value}`);
      break;
    case 'tuple':
      (def.items as unknown[]).forEach((item, i) => visit(item, `${at}[${i}]`));
      if (def.rest) visit(def.rest, `${at}[...]`);
      break;
    case 'lazy':
      visit((def.getter as () => unknown)(), at);
      break;
    case 'pipe':
      visit(def.in, `${at}>in`);
      visit(def.out, `${at}>out`);
      break;
    default:
      // optional, nullable, readonly, nonoptional, default, catch…: one inner schema
      if (def.innerType) visit(def.innerType, at);
  }
}

describe('response schemas', () => {
  it('never transform, so the answer a screen gets is the same with or without the check', () => {
    const found: string[] = [];
    for (const [name, endpoint] of Object.entries(endpoints)) {
      changers(endpoint.response, name, new Set(), found);
    }
    expect(found).toEqual([]);
  });

  it('the walk does find a changing schema (control)', async () => {
    const { z } = await import('zod');
    const found: string[] = [];
    changers(z.object({ a: z.array(z.object({ b: z.string().transform(Number) })) }), 'x', new Set(), found);
    changers(z.object({ n: z.string().default('').optional() }), 'y', new Set(), found);
    expect(found).toEqual(['x.a[].b: pipe', 'x.a[].b>out: transform']);
  });
});
