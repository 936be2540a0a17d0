import { describe, expect, test } from 'vitest';
import { complianceWords } from '../../../../shared/specials';
import type { ComplianceLanguageSettings, ComplianceWords } from '../../../../shared/specials';

describe("000 §3: store compliance words, defaults 'bundle' and 'special'", () => {
  test.each<[ComplianceLanguageSettings | null | undefined, ComplianceWords]>([
    [undefined, { bundle: 'bundle', special: 'special' }],
    [null, { bundle: 'bundle', special: 'special' }],
    [{}, { bundle: 'bundle', special: 'special' }],
    [
      { bundle: 'package', specials: 'promotion' },
      { bundle: 'package', special: 'promotion' },
    ],
    [{ bundle: 'package' }, { bundle: 'package', special: 'special' }],
    [{ specials: 'deal' }, { bundle: 'bundle', special: 'deal' }],
    [
      { bundle: '  ', specials: null },
      { bundle: 'bundle', special: 'special' },
    ],
    [{ bundle: ' combo ' }, { bundle: 'combo', special: 'special' }],
  ])('%j → %j', (settings, expected) => {
    expect(complianceWords(settings)).toEqual(expected);
  });
});
