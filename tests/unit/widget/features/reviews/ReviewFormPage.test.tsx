import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { ReviewFormPage } from '../../../../../widget/features/reviews';
import { json, product, renderWithApi, reviewApi } from './reviewHarness';
import type { SentRequest } from './reviewHarness';

const FORM_PATH = '/products/12/blue-dream/reviews/new/?storeId=1&storeName=Canopy+Silver+Lake&rating=4';
const atStore = { storeId: '1', storeName: 'Canopy Silver Lake', rating: '4' };

function openForm(answers = reviewApi(), query: Record<string, string> = atStore, signedIn = true) {
  return renderWithApi(<ReviewFormPage productId={12} query={query} />, answers, { signedIn, path: FORM_PATH });
}

const postButton = () => screen.getByRole('button', { name: /^Post review|^Posting/ }) as HTMLButtonElement;
const stars = () => screen.getByRole('radiogroup', { name: 'Your rating' });
const star = (n: number) => within(stars()).getByRole('radio', { name: `${n} ${n === 1 ? 'star' : 'stars'}` });
const checkedStar = () =>
  within(stars())
    .getAllByRole('radio')
    .findIndex((radio) => radio.getAttribute('aria-checked') === 'true') + 1;
const nickname = () => screen.getByLabelText('Nickname') as HTMLInputElement;
const posts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'POST');

describe('the write-review page (000 §2 /products/{productId}/{name}/reviews/new/)', () => {
  test('001 §4: a signed-out shopper is sent to log in, and back to this form afterwards; nothing is asked of the API', async () => {
    const { instance, sent } = openForm(reviewApi(), atStore, false);
    await waitFor(() => expect(instance.router.path.peek()).toBe(`/login?return_to=${encodeURIComponent(FORM_PATH)}`));
    expect(sent).toEqual([]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  test('shows the product, the store it was bought at, the stars from the query and the profile’s nickname', async () => {
    openForm();
    expect(await screen.findByRole('heading', { name: 'Write a review', level: 1 })).toBeTruthy();
    expect(screen.getByText('Blue Dream')).toBeTruthy();
    expect(screen.getByText('Sunny Farms')).toBeTruthy();
    expect(screen.getByText('at Canopy Silver Lake')).toBeTruthy();
    expect(checkedStar()).toBe(4);
    await waitFor(() => expect(nickname().value).toBe('leafy'));
    expect(postButton().disabled).toBe(false);
  });

  test('feelings and activities are toggle chips: the product’s own, then the store menu’s (000 §3 facets)', async () => {
    openForm();
    const feelings = await screen.findByRole('group', { name: /How did it make you feel/ });
    await waitFor(() =>
      expect(
        within(feelings)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Happy', 'Sleepy', 'Relaxed']),
    );
    const activities = screen.getByRole('group', { name: /What was it good for/ });
    expect(
      within(activities)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Get some sleep', 'Chill out']);
    const relaxed = within(feelings).getByRole('button', { name: 'Relaxed' });
    expect(relaxed.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(relaxed);
    expect(
      within(feelings)
        .getByRole('button', { name: /Relaxed/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  test('the stars are one radio group: arrows move the choice (wrapping), Home and End jump, focus follows', async () => {
    openForm();
    await screen.findByRole('radiogroup', { name: 'Your rating' });
    expect(star(4).tabIndex).toBe(0);
    expect(star(1).tabIndex).toBe(-1);
    const steps: [string, number][] = [
      ['ArrowRight', 5],
      ['ArrowRight', 1],
      ['ArrowLeft', 5],
      ['ArrowUp', 4],
      ['ArrowDown', 5],
      ['Home', 1],
      ['End', 5],
    ];
    for (const [key, expected] of steps) {
      fireEvent.keyDown(stars(), { key });
      expect([key, checkedStar()]).toEqual([key, expected]);
      expect(document.activeElement).toBe(star(expected));
    }
    fireEvent.click(star(2));
    expect(checkedStar()).toBe(2);
  });

  test('001 §4: with no stars, submit is disabled and the form says why; one star enables it', async () => {
    openForm(reviewApi(), { storeId: '1', storeName: 'Canopy Silver Lake' });
    await screen.findByRole('radiogroup', { name: 'Your rating' });
    await waitFor(() => expect(nickname().value).toBe('leafy'));
    expect(checkedStar()).toBe(0);
    expect(star(1).tabIndex).toBe(0);
    expect(postButton().disabled).toBe(true);
    expect(postButton().getAttribute('aria-describedby')).toBe('cn-rf-hint');
    expect(screen.getByText('Choose 1 to 5 stars to post your review.')).toBeTruthy();
    // With no choice yet, an arrow moves from the focused first star, as native radios do.
    fireEvent.keyDown(stars(), { key: 'ArrowRight' });
    expect(checkedStar()).toBe(2);
    expect(postButton().disabled).toBe(false);
    expect(screen.queryByText('Choose 1 to 5 stars to post your review.')).toBeNull();
  });

  test('the comment counts its characters against the API’s 2,000; past it the 001 §5 message shows and submit is disabled', async () => {
    openForm();
    const comment = (await screen.findByLabelText(/Your review/)) as HTMLTextAreaElement;
    expect(screen.getByText('0 / 2,000 characters')).toBeTruthy();
    fireEvent.input(comment, { target: { value: 'Smooth.' } });
    expect(screen.getByText('7 / 2,000 characters')).toBeTruthy();
    fireEvent.input(comment, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('2,001 / 2,000 characters')).toBeTruthy();
    expect(screen.getByText('Please use no more than 2000 characters.')).toBeTruthy();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(postButton().disabled).toBe(true);
  });

  test('001 §4–5: a nickname cleared and left shows “Please fill out this field.” and disables submit', async () => {
    openForm();
    await waitFor(() => expect(nickname().value).toBe('leafy'));
    fireEvent.input(nickname(), { target: { value: '  ' } });
    fireEvent.blur(nickname());
    expect(screen.getByText('Please fill out this field.')).toBeTruthy();
    expect(nickname().getAttribute('aria-describedby')).toContain('cn-rf-nickname-error');
    expect(postButton().disabled).toBe(true);
    expect(screen.getByText('Enter a nickname to post your review.')).toBeTruthy();
  });

  test('posts the review as ReviewBodySchema takes it: stars, trimmed text, chosen tags, nickname and the store', async () => {
    const { sent } = openForm();
    await waitFor(() => expect(nickname().value).toBe('leafy'));
    fireEvent.click(star(5));
    fireEvent.input(screen.getByLabelText(/Your review/), { target: { value: '  Bright and piney.  ' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Relaxed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Chill out' }));
    fireEvent.input(nickname(), { target: { value: ' Leaf Lover ' } });
    fireEvent.click(postButton());
    await screen.findByRole('heading', { name: 'Your review is saved' });
    expect(posts(sent)).toEqual([
      {
        method: 'POST',
        path: '/products/12/reviews',
        body: { rating: 5, comment: 'Bright and piney.', feelings: ['Relaxed'], activities: ['Chill out'], nickname: 'Leaf Lover', store_id: 1 },
      },
    ]);
  });

  test('a typed nickname is kept when the profile answers after it', async () => {
    let answerWhoami: (response: Response) => void = () => undefined;
    openForm(reviewApi({ 'GET /whoami': () => new Promise<Response>((resolve) => (answerWhoami = resolve)) }));
    fireEvent.input(await screen.findByLabelText('Nickname'), { target: { value: 'Mine' } });
    answerWhoami(json({ user: { id: 7, email: 'a@b.c', nickname: 'leafy', first_name: null } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(nickname().value).toBe('Mine');
  });

  test.each([
    [201, 'Your review is saved', 'Thanks! Your 4-star review of Blue Dream is saved.'],
    [200, 'Your review is updated', 'You had already reviewed Blue Dream, so we updated that review: 4 stars now.'],
  ])('the host answers %i: “%s”, with a link back to the product', async (status, heading, text) => {
    openForm(reviewApi({ 'POST /products/12/reviews': (r: SentRequest) => json({ id: 1, ...(r.body as object) }, status) }));
    await waitFor(() => expect(nickname().value).toBe('leafy'));
    fireEvent.click(postButton());
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to Blue Dream' });
    expect(back.getAttribute('href')).toBe('/stores/1/canopy-silver-lake/products/12/sunny-farms');
  });

  test.each([
    [4, 4.3, 'Blue Dream has 4 reviews. Its rating is shown once 5 reviews are in.'],
    [5, 4.2, 'Blue Dream is rated 4.2 out of 5 from 5 reviews.'],
  ])('000 §5: after the post the product is read again; %i reviews → “%s”', async (count, rating, status) => {
    let posted = false;
    const { sent } = openForm(
      reviewApi({
        'GET /products/12?store_id=1': () => json(posted ? { ...product, review_count: count, aggregate_rating: rating } : product),
        'POST /products/12/reviews': (r: SentRequest) => {
          posted = true;
          return json({ id: 1, ...(r.body as object) }, 201);
        },
      }),
    );
    await waitFor(() => expect(nickname().value).toBe('leafy'));
    fireEvent.click(postButton());
    expect(await screen.findByText(status)).toBeTruthy();
    expect(sent.filter((r) => r.path === '/products/12?store_id=1')).toHaveLength(2);
  });

  test('while posting, submit is disabled and says so', async () => {
    openForm(reviewApi({ 'POST /products/12/reviews': () => new Promise<Response>(() => undefined) }));
    await waitFor(() => expect(nickname().value).toBe('leafy'));
    fireEvent.click(postButton());
    await waitFor(() => expect(postButton().textContent).toBe('Posting…'));
    expect(postButton().disabled).toBe(true);
  });

  test('001 §5: server validations show on their fields, with no alert, until the field changes', async () => {
    const invalid = { message: 'Invalid body: nickname', code: 'bad_request', validations: { nickname: ['Please use no more than 50 characters.'] } };
    openForm(reviewApi({ 'POST /products/12/reviews': () => json(invalid, 400) }));
    await waitFor(() => expect(nickname().value).toBe('leafy'));
    fireEvent.click(postButton());
    expect(await screen.findByText('Please use no more than 50 characters.')).toBeTruthy();
    expect(nickname().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.input(nickname(), { target: { value: 'leaf' } });
    expect(screen.queryByText('Please use no more than 50 characters.')).toBeNull();
  });

  test.each([
    ['a server error', () => json({ message: 'Server error has occurred' }, 500), 'Server error has occurred'],
    ['an unknown store', () => json({ message: 'Store 1 not found', code: 'not_found' }, 404), 'Store 1 not found'],
    ['a validation of no field on the form', () => json({ message: 'Invalid body: store_id', validations: { store_id: ['must be an id'] } }, 400), 'Invalid body: store_id'],
    ['no answer at all', () => Promise.reject(new TypeError('offline')), 'Something went wrong'],
  ])('%s is a message on the form, and the form stays', async (_name, answer, message) => {
    openForm(reviewApi({ 'POST /products/12/reviews': answer }));
    await waitFor(() => expect(nickname().value).toBe('leafy'));
    fireEvent.click(postButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(postButton().disabled).toBe(false);
  });

  test('a 401 on posting (the session died) clears it and sends the shopper to log in and back', async () => {
    const { instance } = openForm(reviewApi({ 'POST /products/12/reviews': () => json({ message: 'Sign in to write a review' }, 401) }));
    await waitFor(() => expect(nickname().value).toBe('leafy'));
    fireEvent.click(postButton());
    await waitFor(() => expect(instance.router.path.peek()).toBe(`/login?return_to=${encodeURIComponent(FORM_PATH)}`));
    expect(instance.session.signedIn.peek()).toBe(false);
  });

  test('without a store in the query: no “at …”, no store in the body, the product’s own tags, and a link to the product', async () => {
    const { sent } = openForm(reviewApi(), { rating: '3' });
    await waitFor(() => expect(nickname().value).toBe('leafy'));
    expect(screen.queryByText(/^at /)).toBeNull();
    expect(within(screen.getByRole('group', { name: /feel/ })).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/products/12/blue-dream');
    fireEvent.click(postButton());
    await screen.findByRole('heading', { name: 'Your review is saved' });
    expect(posts(sent)[0].body).not.toHaveProperty('store_id');
    expect(sent.some((r) => r.path.startsWith('/stores/'))).toBe(false);
  });

  test('a product that does not exist is the not-found page', async () => {
    openForm(reviewApi({ 'GET /products/12?store_id=1': () => json({ message: 'Product 12 not found' }, 404) }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
