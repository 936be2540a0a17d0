import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { flowerProduct } from '../../../support/fixtures';
import { budtenderAnswer, heldResponse, jsonResponse, rankedProduct } from './budtenderFakes';
import type { DmCall } from './budtenderFakes';
import { asks, opener, queryCalls, questionField, renderBudtender, statusLine } from './budtenderHarness';

const ask = async (question: string) => {
  const field = await questionField();
  fireEvent.input(field, { target: { value: question } });
  fireEvent.submit(field.closest('form')!);
};

describe('the virtual budtender on the menu (000 §1 virtual-budtender flag, 001 §7)', () => {
  test('with the flag off nothing is drawn and nothing is asked', async () => {
    const { container, dm } = renderBudtender({ flag: false });
    expect(screen.queryByRole('button', { name: 'Ask our budtender' })).toBeNull();
    expect(container.querySelector('.cn-bt')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dm.calls).toEqual([]);
  });

  test('with the flag on: a collapsed opener; opening shows the field (focused) and the suggestions, fetched once', async () => {
    const { dm } = renderBudtender();
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    expect(dm.calls).toEqual([]);
    fireEvent.click(opener());
    const field = await questionField();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('maxlength')).toBe('300');
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    await screen.findByRole('button', { name: 'A strong sativa vape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(opener());
    await screen.findByRole('button', { name: 'Something to help me sleep' });
    expect(queryCalls(dm)).toHaveLength(1);
    expect(queryCalls(dm)[0].body).toMatchObject({ appMode: 'default', storeId: 1 });
  });

  test('a suggestion fills the field and asks; the answer is cards with Add buttons, each with its reason, and the total', async () => {
    const { dm, track } = renderBudtender({ answer: budtenderAnswer() });
    fireEvent.click(opener());
    fireEvent.click(await screen.findByRole('button', { name: 'A strong sativa vape' }));
    expect(((await questionField()) as HTMLInputElement).value).toBe('A strong sativa vape');
    const heading = await screen.findByRole('heading', { name: 'Picks for “A strong sativa vape”' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(statusLine().textContent).toBe('2 suggestions');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Jack Herer Cart', 'Sour Diesel Cart']);
    expect(screen.getByRole('button', { name: 'Add Jack Herer Cart to bag' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Sour Diesel Cart to bag' })).toBeTruthy();
    const reasons = [...document.querySelectorAll('.cn-bt__reason')].map((reason) => reason.textContent);
    expect(reasons).toEqual(['Why: Sativa vape, 88% THC', 'Why: Uplifting, under $40']);
    expect(screen.getByText('2 of 7 matching products')).toBeTruthy();
    expect(screen.getByText('Here are strong sativa vapes from this store.')).toBeTruthy();
    // The cards carry the picks and their reasons: the answer text's own list of them is not drawn twice.
    expect(screen.queryByText('Jack Herer is the strongest')).toBeNull();
    expect(asks(dm).map((call) => call.body)).toEqual([
      { app_mode: 'default', jane_device_id: 'V1StGXR8_Z5jdHi6B-myT', placement: 'virtual_budtender_search', query: 'A strong sativa vape', store_id: 1 },
    ]);
    // The menu search's GA4 event, then the answer's products as a list.
    expect(track).toHaveBeenCalledWith('search', { search_term: 'A strong sativa vape', search_type: 'budtender' });
    expect(track).toHaveBeenCalledWith('view_item_list', expect.objectContaining({ item_list_id: 'budtender', items: [expect.anything(), expect.anything()] }));
  });

  test('Enter in the field asks (a form); a blank question asks nothing', async () => {
    const { dm } = renderBudtender({ answer: budtenderAnswer() });
    fireEvent.click(opener());
    await ask('   ');
    expect(asks(dm)).toHaveLength(0);
    await ask('  something to help me sleep  ');
    await screen.findByRole('heading', { name: 'Picks for “something to help me sleep”' });
    expect(asks(dm).map((call) => (call.body as { query: string }).query)).toEqual(['something to help me sleep']);
  });

  test('catalogue text is text: a name, a reason and the answer holding markup draw no element', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const product = flowerProduct({ id: 31, product_id: 31, name: `Gummies ${attack}`, brand: attack });
    const answer = budtenderAnswer({ products: [rankedProduct(product, `Calm ${attack}`)], markdownResponse: `Try **these** ${attack}`, totalResults: 1 });
    const { container } = renderBudtender({ answer });
    fireEvent.click(opener());
    await ask('gummies');
    await screen.findByRole('button', { name: `Add Gummies ${attack} to bag` });
    expect(container.querySelector('img[src="x"], [onerror]')).toBeNull();
    expect(container.querySelector('.cn-bt__reason')!.textContent).toBe(`Why: Calm ${attack}`);
    expect(screen.getByText(`Try these ${attack}`)).toBeTruthy();
  });

  test.each([
    ['no products', budtenderAnswer({ products: [], totalResults: 0, markdownResponse: 'Nothing on this menu fits that.' })],
    ['an empty answer (204)', null],
  ])('%s: a helpful empty state, announced as no suggestions, and no empty product list reported', async (_case, answer) => {
    const { track } = renderBudtender({ answer });
    fireEvent.click(opener());
    await ask('a purple unicorn');
    await screen.findByRole('heading', { name: 'No picks for “a purple unicorn” yet' });
    expect(statusLine().textContent).toBe('No suggestions');
    expect(screen.getByText(/Try saying how you want to feel/)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(track).not.toHaveBeenCalledWith('view_item_list', expect.anything());
  });

  test('a second question cancels the first: its request is aborted and only the newest answer shows', async () => {
    const first = heldResponse();
    const slow = budtenderAnswer({ products: [rankedProduct(flowerProduct({ id: 41, product_id: 41, name: 'Stale Pick' }), 'old')] });
    let answered = 0;
    const { dm } = renderBudtender({
      answer: (call: DmCall) => (answered++ === 0 ? first.respond(call) : Promise.resolve(jsonResponse(budtenderAnswer()))),
    });
    fireEvent.click(opener());
    await ask('something old');
    await waitFor(() => expect(statusLine().textContent).toBe('Looking…'));
    expect(screen.getByRole('button', { name: 'Ask' }).getAttribute('aria-busy')).toBe('true');
    await ask('a strong sativa vape');
    await screen.findByRole('heading', { name: 'Picks for “a strong sativa vape”' });
    expect(asks(dm)[0].signal?.aborted).toBe(true);
    first.release(jsonResponse(slow));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Stale Pick')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask' }).getAttribute('aria-busy')).toBe('false');
  });

  test('a failed answer (Api Request Failed) shows in the panel with Retry (the focus waits in the field), and no notification', async () => {
    let calls = 0;
    const { instance } = renderBudtender({ answer: () => Promise.resolve(calls++ === 0 ? new Response('', { status: 500 }) : jsonResponse(budtenderAnswer())) });
    fireEvent.click(opener());
    await ask('sleep');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText(/could not answer just now/)).toBeTruthy();
    expect(instance.notifications.list.value).toEqual([]);
    retry.focus();
    fireEvent.click(retry);
    expect(document.activeElement).toBe(await questionField());
    await screen.findByRole('heading', { name: 'Picks for “sleep”' });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  test('without a device id nothing is sent (001 §8) and the panel says it could not answer', async () => {
    const { dm } = renderBudtender({ deviceId: '', answer: budtenderAnswer() });
    fireEvent.click(opener());
    await ask('sleep');
    await screen.findByRole('button', { name: 'Retry' });
    expect(dm.calls).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).toBeNull();
  });

  test.each([
    ['Escape in the field', () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
    ['the Close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('%s collapses the panel and gives the focus back to the opener', async (_how, close) => {
    renderBudtender({ answer: budtenderAnswer() });
    fireEvent.click(opener());
    const field = await questionField();
    await waitFor(() => expect(document.activeElement).toBe(field));
    close();
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(document.activeElement).toBe(opener());
    expect(opener().getAttribute('aria-expanded')).toBe('false');
  });
});
