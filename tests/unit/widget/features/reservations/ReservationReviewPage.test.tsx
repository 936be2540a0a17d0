import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { ReservationReviewPage } from '../../../../../widget/features/reservations';
import { jsonError, renderInWidget } from '../store/widgetHarness';
import { reservationFixture } from './reservationFixture';

const saved = (rating: number, comment: string | null) => ({ review: { rating, comment, created_at: '2026-11-19T10:00:00.000Z' } });
const stars = () => screen.getAllByRole('radio');
const checked = (radio: HTMLElement) => radio.getAttribute('aria-checked') === 'true';
const submit = () => screen.getByRole('button', { name: /rating$/ }) as HTMLButtonElement;

function renderReview(options: { rating?: string; reservation?: object; answer?: () => Response } = {}) {
  const rendered = renderInWidget(<ReservationReviewPage reservationId={41} rating={options.rating} />, {
    signedIn: true,
    path: '/reservationReview?reservation_id=41',
    routes: {
      '/reservations/41': { reservation: reservationFixture(options.reservation) },
      '/reservations/41/review': options.answer ?? (() => new Response(JSON.stringify(saved(4, 'Quick pickup')), { status: 201 })),
    },
  });
  const post = vi.spyOn(rendered.instance.http, 'post');
  return { ...rendered, post };
}

describe('rating a reservation (001 §2 /reservationReview)', () => {
  test('a guest is sent to log in and back to this form (001 §4)', async () => {
    const { instance, calls } = renderInWidget(<ReservationReviewPage reservationId={41} rating="5" />, { path: '/reservationReview?reservation_id=41&rating=5' });
    await waitFor(() => expect(instance.router.path.peek()).toBe('/login?return_to=%2FreservationReview%3Freservation_id%3D41%26rating%3D5'));
    expect(calls).toEqual([]);
  });

  test('five radios named 1 to 5 stars; nothing chosen, send is disabled (001 §4: invalid)', async () => {
    renderReview();
    await screen.findByRole('radiogroup', { name: 'How was your order from Canopy Silver Lake?' });
    expect(stars().map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    expect(stars().some(checked)).toBe(false);
    expect(submit().disabled).toBe(true);
  });

  test.each([
    ['4', 4],
    ['1', 1],
    ['9', null],
    ['2.5', null],
  ])('the query rating %s preselects %s', async (rating, expected) => {
    renderReview({ rating });
    await screen.findByRole('radiogroup');
    expect(stars().findIndex(checked) + 1 || null).toBe(expected);
  });

  test('a rating and a comment are sent as { rating, comment }, and a thank-you replaces the form', async () => {
    const { post } = renderReview();
    await screen.findByRole('radiogroup');
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.input(screen.getByLabelText('Comment (optional)'), { target: { value: '  Quick pickup  ' } });
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    expect(await screen.findByRole('heading', { name: 'Thanks for your rating' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/reservations/41/review', { rating: 4, comment: 'Quick pickup' }, { quiet: true });
    expect(screen.getByText('Your 4-star rating of reservation #41 is saved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the reservation' }).getAttribute('href')).toBe('/profile/reservations/41');
  });

  test('without a comment the comment is null', async () => {
    const { post } = renderReview({ rating: '5' });
    await screen.findByRole('radiogroup');
    fireEvent.click(submit());
    await screen.findByRole('heading', { name: 'Thanks for your rating' });
    expect(post.mock.calls[0][1]).toEqual({ rating: 5, comment: null });
  });

  test('an existing review is shown and filled in; sending again updates it', async () => {
    renderReview({ reservation: { review: { rating: 2, comment: 'Slow', created_at: '2026-11-19T10:00:00.000Z' } } });
    expect(await screen.findByText('You rated this order before:')).toBeTruthy();
    expect(screen.getByText('Rated 2.0 out of 5')).toBeTruthy();
    expect(checked(screen.getByRole('radio', { name: '2 stars' }))).toBe(true);
    expect((screen.getByLabelText('Comment (optional)') as HTMLTextAreaElement).value).toBe('Slow');
    expect(screen.getByRole('button', { name: 'Update rating' })).toBeTruthy();
  });

  test("a comment over 2,000 characters shows 001 §5's message on change and disables sending", async () => {
    renderReview({ rating: '3' });
    await screen.findByRole('radiogroup');
    fireEvent.input(screen.getByLabelText('Comment (optional)'), { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('Please use no more than 2000 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Comment (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(submit().disabled).toBe(true);
  });

  test("the server's validations show on their field; another failure shows its message", async () => {
    let answer = () => new Response(JSON.stringify({ message: 'Invalid review', validations: { comment: ['is not allowed here'] } }), { status: 422 });
    renderReview({ rating: '3', answer: () => answer() });
    await screen.findByRole('radiogroup');
    fireEvent.click(submit());
    expect(await screen.findByText('is not allowed here')).toBeTruthy();
    answer = jsonError(500, 'Server error has occurred');
    fireEvent.input(screen.getByLabelText('Comment (optional)'), { target: { value: 'Fine' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Server error has occurred');
    expect(screen.getByRole('radiogroup')).toBeTruthy();
  });

  test('without a reservation id the page says so and leads to the list', async () => {
    renderInWidget(<ReservationReviewPage reservationId={null} rating={undefined} />, { signedIn: true });
    expect(await screen.findByRole('heading', { name: "We couldn't find this reservation" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your reservations' })).toBeTruthy();
  });
});
