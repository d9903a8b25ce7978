import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Modules of white border around the code: the QR standard's quiet zone, so a scanner finds its edges. */
const QUIET = 4;

/**
 * A QR code of a text (a ticket's code, a meeting's attendance address), drawn here with the qrcode library (medium
 * error correction), black on white as one SVG path: sharp at any size and drawn without the network. `data`: data-*
 * attributes the screen names it by (a ticket's code).
 */
export function QrCode({
  text,
  label,
  className,
  data,
}: {
  text: string;
  label: string;
  className?: string;
  data?: Record<`data-${string}`, string>;
}) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) parts.push(`M${col + QUIET} ${row + QUIET}h1v1h-1z`);
      }
    }
    return { size: modules.size + QUIET * 2, path: parts.join('') };
  }, [text]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-qr-text={text}
      {...data}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
