import { render } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { QrCode, qrPath } from '../../../../../widget/features/kiosk/QrCode';
import { kioskQrText } from '../../../../../widget/features/kiosk/KioskThankYouPage';

describe('the kiosk QR code (001 §2 kiosk QR thank-you)', () => {
  test('encodes the reservation as a real QR symbol: 17 + 4 × version modules, finder corners', () => {
    const { size, d } = qrPath(kioskQrText('42'));
    // 21 bytes at level M need version 2 (version 1-M holds 14): 17 + 4 × 2 = 25 modules.
    expect(size).toBe(25);
    // Each of the three finder patterns: a dark outer ring, a light ring inside it, a dark 3 × 3 core.
    const dark = (col: number, row: number) => d.includes(`M${col} ${row}h1v1h-1z`);
    for (const [col, row] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ]) {
      expect([dark(col, row), dark(col + 1, row + 1), dark(col + 2, row + 2), dark(col + 3, row + 3)]).toEqual([true, false, true, true]);
    }
  });

  test('different reservations draw different codes', () => {
    expect(qrPath(kioskQrText('42')).d).not.toBe(qrPath(kioskQrText('43')).d);
  });

  test('renders an SVG image named for screen readers', () => {
    const { getByRole } = render(<QrCode text={kioskQrText('42')} label="QR code for reservation 42" />);
    expect(getByRole('img', { name: 'QR code for reservation 42' }).tagName.toLowerCase()).toBe('svg');
  });
});
