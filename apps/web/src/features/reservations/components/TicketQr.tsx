import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Modules of white border around the code: the QR standard's quiet zone, so a scanner finds its edges. */
const QUIET = 4;

/**
 * A ticket's QR code, drawn here from its text (the qrcode library encodes; medium error correction), black on white
 * as one SVG path: sharp at any size and shown without the network.
 */
export function TicketQr({ code, label, className }: { code: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) parts.push(`M${col + QUIET} ${row + QUIET}h1v1h-1z`);
      }
    }
    return { size: modules.size + QUIET * 2, path: parts.join('') };
  }, [code]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-ticket-code={code}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
