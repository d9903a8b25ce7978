import { Skeleton } from '../../../../components/Skeleton';

interface CardListSkeletonProps {
  count: number;
  /** The classes of the list, a card, its image and its body. */
  classes: [list?: string, card?: string, image?: string, body?: string];
  /** The widths of a card body's text lines, with their heights in px. */
  lines: [width: string, height: number][];
}

/** A list of cards, each an image and a few lines of text, while the real list loads. */
export function CardListSkeleton({ count, classes, lines }: CardListSkeletonProps) {
  const [list, card, image, body] = classes;
  return (
    <ul className={list} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={card}>
          <Skeleton className={image} height="auto" radius="var(--radius-md)" />
          <div className={body}>
            {lines.map(([width, height], n) => (
              // a line of 8 px or less is a bar: rounded as one
              <Skeleton
                key={n}
                width={width}
                height={height}
                radius={height <= 8 ? 'var(--radius-pill)' : undefined}
              />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
