import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The dark modules of a QR code for `text` as one SVG path, in module units (no markup from strings). */
export function qrPath(text: string): { size: number; d: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  }
  return { size, d };
}

const QUIET_ZONE = 4;

export function QrCode({ text, label, px = 220 }: { text: string; label: string; px?: number }) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  const box = size + QUIET_ZONE * 2;
  return (
    <svg role="img" aria-label={label} width={px} height={px} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`} shapeRendering="crispEdges">
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={d} fill="#111" />
    </svg>
  );
}
