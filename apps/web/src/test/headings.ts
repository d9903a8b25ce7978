/** The levels of the headings inside `root`, in document order (hidden ones too: screen readers list them). */
export function headingLevels(root: ParentNode = document): number[] {
  return Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
}

/** Headings that skip a level on the way down (an h3 right after an h1), as "h1 → h3". */
export function skippedHeadingLevels(levels: number[]): string[] {
  const skips: string[] = [];
  levels.forEach((level, i) => {
    const previous = i === 0 ? 0 : levels[i - 1]!;
    if (level > previous + 1) skips.push(`h${previous} → h${level}`);
  });
  return skips;
}
