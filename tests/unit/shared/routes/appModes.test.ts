import { describe, expect, test } from 'vitest';
import { APP_MODES, isAppMode, isEmbeddedMode } from '../../../../shared/routes';

describe('app modes (000 §1)', () => {
  test('the eight modes of 000 §1', () => {
    expect([...APP_MODES].sort()).toEqual(['default', 'embedded', 'framelessEmbed', 'whiteLabel', 'operatorEmbed', 'kiosk', 'bloom', 'headless'].sort());
  });

  test.each([
    ['embedded', true],
    ['framelessEmbed', true],
    ['kiosk', true],
    ['headless', true],
    ['Embedded', false],
    ['frameless', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('isAppMode(%j) is %s', (value, expected) => {
    expect(isAppMode(value)).toBe(expected);
  });

  // 000 §1: "The modes bloom, embedded, whiteLabel, operatorEmbed, headless and framelessEmbed all count
  // as embedded mode."
  test.each([
    ['bloom', true],
    ['embedded', true],
    ['whiteLabel', true],
    ['operatorEmbed', true],
    ['headless', true],
    ['framelessEmbed', true],
    ['default', false],
    ['kiosk', false],
  ] as const)('isEmbeddedMode(%s) is %s', (mode, expected) => {
    expect(isEmbeddedMode(mode)).toBe(expected);
  });
});
