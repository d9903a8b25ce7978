import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

/**
 * An animation that runs until its element goes (a skeleton's shine, a spinner) animates only what the compositor can
 * move on its own: transform and opacity. Anything else is restyled and repainted on the page's main thread every
 * frame, and on a slow phone those frames held up the page being rendered behind a loading skeleton
 * (docs/decisions/0018-signed-in-first-load.md).
 */

const SRC = path.resolve(import.meta.dirname, '..');
const COMPOSITED = new Set(['transform', 'opacity']);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Each endless animation of a stylesheet: where it is, and the properties its keyframes change. */
function endlessAnimations(file: string): { where: string; properties: string[] }[] {
  const root = postcss.parse(readFileSync(file, 'utf8'), { from: file });
  // a CSS module's keyframe names are its own
  const keyframes = new Map<string, Set<string>>();
  root.walkAtRules('keyframes', (rule) => {
    const properties = new Set<string>();
    rule.walkDecls((decl) => {
      properties.add(decl.prop);
    });
    keyframes.set(rule.params.trim(), properties);
  });
  const found: { where: string; properties: string[] }[] = [];
  // endless by the shorthand or by animation-iteration-count in the same rule
  root.walkRules((rule) => {
    const decls = rule.nodes.filter((node) => node.type === 'decl');
    const value = (prop: string) =>
      decls
        .filter((d) => d.prop === prop)
        .map((d) => d.value)
        .join(' ');
    const animation = `${value('animation')} ${value('animation-name')}`.trim();
    if (!/\binfinite\b/.test(`${animation} ${value('animation-iteration-count')}`)) return;
    const where = `${path.relative(SRC, file)}: ${rule.selector} { ${animation} }`;
    const name = animation.split(/[\s,]+/).find((word) => keyframes.has(word));
    if (!name) throw new Error(`${where}: its keyframes are not in the same file`);
    found.push({ where, properties: [...keyframes.get(name)!] });
  });
  return found;
}

describe('endless animations', () => {
  const animations = cssFiles(SRC).flatMap(endlessAnimations);

  it('are found (the skeleton’s shine and the spinners)', () => {
    expect(animations.length).toBeGreaterThanOrEqual(3);
  });

  it('move only transform and opacity', () => {
    const others = animations.flatMap(({ where, properties }) =>
      properties.filter((p) => !COMPOSITED.has(p)).map((p) => `${where} animates ${p}`),
    );
    expect(others).toEqual([]);
  });
});
