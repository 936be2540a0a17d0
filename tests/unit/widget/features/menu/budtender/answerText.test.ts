import { describe, expect, test } from 'vitest';
import { answerBlocks } from '../../../../../../widget/features/menu/budtender/answerText';

describe("the budtender answer's markdown read as plain text blocks", () => {
  test.each([
    ['one paragraph', 'Here are **three** picks.', [{ kind: 'paragraph', text: 'Here are three picks.' }]],
    ['lines of a paragraph join', 'Calm evenings\nand deep sleep', [{ kind: 'paragraph', text: 'Calm evenings and deep sleep' }]],
    [
      'a paragraph then bullets',
      'Picks:\n- *Kiva* Camino, 5 mg\n* `Wyld` Elderberry\n1. [Plus](https://x.test) Sleep',
      [
        { kind: 'paragraph', text: 'Picks:' },
        { kind: 'list', items: ['Kiva Camino, 5 mg', 'Wyld Elderberry', 'Plus Sleep'] },
      ],
    ],
    [
      'blank lines part paragraphs; a heading keeps its words',
      '## For sleep\n\nTry these.',
      [
        { kind: 'paragraph', text: 'For sleep' },
        { kind: 'paragraph', text: 'Try these.' },
      ],
    ],
    ['markup stays text', '<img src=x onerror=alert(1)> & more', [{ kind: 'paragraph', text: '<img src=x onerror=alert(1)> & more' }]],
    ['words with underscores and stars inside stay whole', 'OG_Kush 2*3', [{ kind: 'paragraph', text: 'OG_Kush 2*3' }]],
    [
      'backslash escapes show their character',
      'Try \\*Sleepy\\* \\[Night\\] \\<Gummies\\> at 5\\_mg \\\\ more',
      [{ kind: 'paragraph', text: 'Try *Sleepy* [Night] <Gummies> at 5_mg \\ more' }],
    ],
    ['nothing', '\n\n', []],
  ])('%s', (_case, markdown, blocks) => {
    expect(answerBlocks(markdown)).toEqual(blocks);
  });
});
