import type { HTMLAttributes } from 'react';

const JUSTIFY = { between: 'space-between', end: 'flex-end' } as const;

export interface RowProps extends HTMLAttributes<HTMLDivElement> {
  /** The space between items: a step of the spacing scale (--space-N). */
  gap: 1 | 2 | 3 | 4 | 5 | 6;
  align?: 'center' | 'baseline';
  /** between: the items spread to both ends; end: they stand at the end. */
  justify?: keyof typeof JUSTIFY;
  /** Items go onto a new line when the row is too narrow. */
  wrap?: boolean;
}

/**
 * A row of items (a flex box). Its layout is set on the element itself, so a module's class on the row styles only
 * the rest; a row whose layout changes in a media query keeps its own class instead (styles/shared.module.css says
 * why shared classes do not set display).
 */
export function Row({ gap, align, justify, wrap = false, style, ...props }: RowProps) {
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: wrap ? 'wrap' : undefined,
        alignItems: align,
        justifyContent: justify ? JUSTIFY[justify] : undefined,
        gap: `var(--space-${gap})`,
        ...style,
      }}
      {...props}
    />
  );
}
