// framelessEmbed on a page missing from the host's partner allowlist: the browser refuses the API's answers and
// tells the page only "Failed to fetch". The widget finds out why and says so once, naming the variable to set.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { explainRefusedCalls } from '../../../../widget/api/explainRefusedCalls';

const PAGE = 'https://shop.partner.example';
const URL_ = 'https://canopy.example/api/v1/stores/1/menu_products';
const settle = () => new Promise((resolve) => setTimeout(resolve));

/** A fetch that answers each mode as the browser would on such a page. */
function browser(answers: { cors: boolean; noCors: boolean }) {
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const answered = init?.mode === 'no-cors' ? answers.noCors : answers.cors;
    if (!answered) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 200 });
  });
}

describe('a call that got no answer', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  test('refused by CORS while the host is up: one error naming CANOPY_PARTNER_ORIGINS and this page’s origin', async () => {
    const fetchFn = browser({ cors: false, noCors: true });
    const noAnswer = explainRefusedCalls(PAGE, fetchFn);
    noAnswer('GET', URL_);
    noAnswer('GET', URL_);
    await settle();
    noAnswer('GET', URL_);
    await settle();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0][0]).toBe(
      '[Canopy] the Canopy host at https://canopy.example refuses API calls from this page (https://shop.partner.example): its partner allowlist does not name it. ' +
        'Add https://shop.partner.example to CANOPY_PARTNER_ORIGINS (comma-separated origins) on the Canopy host and restart it.',
    );
    // Asked once in each mode, without the shopper's cookies.
    expect(fetchFn.mock.calls.map(([, init]) => [init?.mode, init?.credentials])).toEqual([
      ['cors', 'omit'],
      ['no-cors', 'omit'],
    ]);
  });

  test.each([
    ['answered in CORS mode: the page is allowed, the failure was the network’s', { cors: true, noCors: true }, 1],
    ['offline: no answer either way', { cors: false, noCors: false }, 2],
  ])('%s: nothing is logged', async (_case, answers, probes) => {
    const fetchFn = browser(answers);
    explainRefusedCalls(PAGE, fetchFn)('GET', URL_);
    await settle();
    expect(errors).not.toHaveBeenCalled();
    expect(fetchFn).toHaveBeenCalledTimes(probes);
  });

  test('offline, then refused: the next failure is asked again', async () => {
    const answers = { cors: false, noCors: false };
    const noAnswer = explainRefusedCalls(PAGE, browser(answers));
    noAnswer('GET', URL_);
    await settle();
    answers.noCors = true;
    noAnswer('GET', URL_);
    await settle();
    expect(errors).toHaveBeenCalledTimes(1);
  });

  test('a write that got no answer is never sent again, not even to ask', async () => {
    const fetchFn = browser({ cors: false, noCors: true });
    explainRefusedCalls(PAGE, fetchFn)('POST', URL_);
    await settle();
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
