import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { IdentificationDocument } from '../../../../../shared/types';
import { createHttp } from '../../../../../widget/api/createHttp';
import type { Http } from '../../../../../widget/api/createHttp';
import { WidgetContext } from '../../../../../widget/app/kit/WidgetContext';
import { IdentificationPage } from '../../../../../widget/features/identification';
import { API_BASE, LIVE_TOKEN, createTestWidget, renderInWidget } from '../store/widgetHarness';
import { fakeDocumentsHost } from './fakeDocumentsHost';
import { jpegFile, photoUrl } from './fixtures';

afterEach(() => vi.restoreAllMocks());

function renderPage(initial: Partial<IdentificationDocument> = {}, returnTo?: string) {
  const host = fakeDocumentsHost(initial);
  const { instance } = createTestWidget({ path: '/profile/identification', signedIn: true });
  (instance as { http: Http }).http = createHttp({ apiBase: API_BASE, fetch: host.fetch, getToken: () => LIVE_TOKEN });
  const view = render(
    <WidgetContext.Provider value={instance}>
      <IdentificationPage returnTo={returnTo} />
    </WidgetContext.Provider>,
  );
  return { host, instance, view };
}

const card = (title: string) => screen.getByRole('article', { name: title });
/** Picks a file as the browser does: `files` set, then a real `change` (fireEvent.change is `input` under compat). */
const choose = (input: HTMLElement, file: File) => {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent(input, new Event('change', { bubbles: true }));
};
const loaded = () => screen.findByRole('heading', { name: 'Photos' });

describe('/profile/identification (001 §3)', () => {
  test('each item shows its state from the completion, and what is on file through the session', async () => {
    const { host } = renderPage({ government_photo: photoUrl('government_photo'), mmj_card: photoUrl('mmj_card') });
    await loaded();
    expect(within(card('Government photo ID')).getByText('Done')).toBeTruthy();
    expect(within(card('Medical card')).getByText('Needs the back side')).toBeTruthy();
    expect(within(card('Student ID')).getByText('Not added')).toBeTruthy();
    expect(within(card('Veteran ID')).getByText('Not added')).toBeTruthy();
    // An <img src> cannot send the bearer token: the photo is fetched with it and shown from an object URL.
    const photo = await within(card('Government photo ID')).findByRole('img', { name: 'Photo of the government photo ID' });
    expect(photo.getAttribute('src')).toMatch(/^blob:/);
    const fetched = host.requests.find((request) => request.path === '/documents/files/7-government_photo-1.jpg');
    expect(fetched?.headers.Authorization).toBe(`Bearer ${LIVE_TOKEN}`);
    // A photo not on file has two ways in: the camera and a file, both for JPEG, PNG or WebP.
    const camera = screen.getByLabelText('Take photo of the back of the medical card');
    const file = screen.getByLabelText('Choose file for the back of the medical card');
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(file.hasAttribute('capture')).toBe(false);
    for (const input of [camera, file]) expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
  });

  test('an upload is one multipart PATCH under its field name; the preview shows at once, then Done', async () => {
    const { host } = renderPage({ mmj_card: photoUrl('mmj_card') });
    await loaded();
    const release = host.holdNextPatch();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    choose(screen.getByLabelText('Choose file for the back of the medical card'), jpegFile('back.jpg'));

    const preview = await within(card('Medical card')).findByRole('img', { name: 'Photo of the back of the medical card' });
    expect(preview.getAttribute('src')).toBe(createObjectURL.mock.results[0].value);
    expect(within(card('Medical card')).getByText('Uploading…')).toBeTruthy();
    const [patch] = host.patches();
    expect(patch.body).toBeInstanceOf(FormData);
    const entries = [...(patch.body as FormData).entries()];
    expect(entries.map(([name]) => name)).toEqual(['mmj_card_back']);
    expect((entries[0][1] as File).name).toBe('back.jpg');
    expect(patch.headers['Content-Type']).toBeUndefined();

    release();
    await waitFor(() => expect(within(card('Medical card')).getByText('Done')).toBeTruthy());
    expect(within(card('Medical card')).queryByText('Uploading…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove the back of the medical card' })).toBeTruthy();
  });

  test.each([
    ['too large', jpegFile('big.jpg', Math.round(7.2 * 1024 * 1024)), 'This photo is 7.2 MB; the limit is 5 MB'],
    ['not a photo type the host takes', new File(['GIF89a'], 'id.gif', { type: 'image/gif' }), 'Use a JPEG, PNG or WebP photo'],
  ])('a file %s is refused before sending, in plain words, and the other photos stay', async (_name, file, message) => {
    const { host } = renderPage({ government_photo: photoUrl('government_photo') });
    await loaded();
    choose(screen.getByLabelText('Take photo of the student ID'), file);
    expect(await within(card('Student ID')).findByText(message)).toBeTruthy();
    expect(host.patches()).toHaveLength(0);
    expect(within(card('Government photo ID')).getByText('Done')).toBeTruthy();
    expect(await within(card('Government photo ID')).findByRole('img')).toBeTruthy();
  });

  test.each([
    [413, { message: 'veteran_photo is larger than 5 MB', validations: { veteran_photo: ['must be at most 5 MB'] } }, 'This photo is too large; the limit is 5 MB'],
    [422, { message: 'veteran_photo is not a image/jpeg file', validations: { veteran_photo: ['is not a image/jpeg file'] } }, 'Use a JPEG, PNG or WebP photo'],
  ])("the host's %s is told the same way, on that photo only", async (status, body, message) => {
    const { host } = renderPage({ government_photo: photoUrl('government_photo') });
    await loaded();
    host.nextPatch(() => host.json(body, status));
    choose(screen.getByLabelText('Choose file for the veteran ID'), jpegFile('vet.jpg'));
    expect(await within(card('Veteran ID')).findByText(message)).toBeTruthy();
    expect(within(card('Veteran ID')).getByText('Not added')).toBeTruthy();
    expect(within(card('Veteran ID')).queryByRole('img')).toBeNull();
    expect(within(card('Government photo ID')).getByText('Done')).toBeTruthy();
  });

  test('uploads go one after another, so a later answer never undoes an earlier photo', async () => {
    const { host } = renderPage();
    await loaded();
    const release = host.holdNextPatch();
    choose(screen.getByLabelText('Choose file for the front of the medical card'), jpegFile('front.jpg'));
    choose(screen.getByLabelText('Choose file for the back of the medical card'), jpegFile('back.jpg'));
    await waitFor(() => expect(host.patches()).toHaveLength(1));
    expect(within(card('Medical card')).getAllByText('Uploading…')).toHaveLength(2);
    release();
    await waitFor(() => expect(within(card('Medical card')).getByText('Done')).toBeTruthy());
    expect(host.patches()).toHaveLength(2);
  });

  test('Remove sends the photo field as null and the item goes back to Not added', async () => {
    const { host } = renderPage({ government_photo: photoUrl('government_photo') });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the government photo ID' }));
    await waitFor(() => expect(within(card('Government photo ID')).getByText('Not added')).toBeTruthy());
    const [patch] = host.patches();
    expect(JSON.parse(String(patch.body))).toEqual({ document: { government_photo: null } });
    expect(patch.headers['Content-Type']).toBe('application/json');
    expect(screen.queryByRole('button', { name: 'Remove the government photo ID' })).toBeNull();
    expect(screen.getByLabelText('Take photo of the government photo ID')).toBeTruthy();
  });

  test('a photo picked right after another upload keeps its local copy (no revocation race)', async () => {
    const { host } = renderPage();
    await loaded();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    choose(screen.getByLabelText('Choose file for the front of the medical card'), jpegFile('front.jpg'));
    await waitFor(() => expect(within(card('Medical card')).getByText('Needs the back side')).toBeTruthy());
    // Picked before the effects of the render that showed the front have run.
    choose(screen.getByLabelText('Choose file for the back of the medical card'), jpegFile('back.jpg'));
    await waitFor(() => expect(within(card('Medical card')).getByText('Done')).toBeTruthy());
    await act(async () => undefined); // every pending effect has run
    const made = createObjectURL.mock.results.map((result) => result.value as string);
    expect(made).toHaveLength(2);
    expect(revoke.mock.calls.flat().filter((url) => made.includes(url as string))).toEqual([]);
    expect(within(card('Medical card')).getByRole('img', { name: 'Photo of the back of the medical card' }).getAttribute('src')).toBe(made[1]);
    expect(host.patches()).toHaveLength(2);
  });

  test("a replaced photo's local copy is revoked; the new one is shown", async () => {
    renderPage();
    await loaded();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    choose(screen.getByLabelText('Choose file for the student ID'), jpegFile('first.jpg'));
    await waitFor(() => expect(screen.getByLabelText('Replace file for the student ID')).toBeTruthy());
    choose(screen.getByLabelText('Replace file for the student ID'), jpegFile('second.jpg'));
    const [first, second] = createObjectURL.mock.results.map((result) => result.value as string);
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(first));
    await waitFor(() => expect(within(card('Student ID')).queryByText('Uploading…')).toBeNull());
    expect(within(card('Student ID')).getByRole('img').getAttribute('src')).toBe(second);
    expect(revoke).not.toHaveBeenCalledWith(second);
  });

  test('object URLs are revoked when the page goes', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { view } = renderPage({ government_photo: photoUrl('government_photo') });
    const photo = await screen.findByRole('img', { name: 'Photo of the government photo ID' });
    const src = photo.getAttribute('src');
    view.unmount();
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(src));
  });

  test('the name and date of birth are saved with PATCH; Save waits for a change (001 §4)', async () => {
    const { host } = renderPage({ first_name: 'Ada' });
    await loaded();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.input(screen.getByLabelText('Date of birth'), { target: { value: '1990-12-10' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Your name and date of birth are saved.')).toBeTruthy();
    expect(JSON.parse(String(host.patches()[0].body))).toEqual({ document: { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1990-12-10' } });
    expect(save.disabled).toBe(true);
  });

  test("001 §5: the host's validations show on their fields", async () => {
    const { host } = renderPage({ first_name: 'Ada', last_name: 'Lovelace' });
    await loaded();
    host.nextPatch(() => host.json({ message: 'Invalid body: birth_date', validations: { birth_date: ['must be a date YYYY-MM-DD'] } }, 400));
    fireEvent.input(screen.getByLabelText('Date of birth'), { target: { value: '1990-12-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be a date YYYY-MM-DD')).toBeTruthy();
    expect(screen.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true');
  });

  test('a required field left empty says so on blur (001 §5)', async () => {
    renderPage();
    await loaded();
    fireEvent.focusOut(screen.getByLabelText('First name'));
    expect(await screen.findByText('Please fill out this field.')).toBeTruthy();
  });
});

describe('return_to (001 §4)', () => {
  test('from checkout: what is still needed, then "Continue to checkout" once the photo ID is on file', async () => {
    renderPage({}, '/cart/checkout');
    await loaded();
    expect(screen.getByText('Add a photo of your government ID to continue.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to checkout' })).toBeNull();
    choose(screen.getByLabelText('Choose file for the government photo ID'), jpegFile());
    const link = await screen.findByRole('link', { name: 'Continue to checkout' });
    expect(link.getAttribute('href')).toBe('/cart/checkout');
  });

  test('both sides of the medical card are not the photo ID checkout asks for', async () => {
    renderPage({ mmj_card: photoUrl('mmj_card') }, '/cart/checkout');
    await loaded();
    choose(screen.getByLabelText('Take photo of the back of the medical card'), jpegFile());
    await waitFor(() => expect(within(card('Medical card')).getByText('Done')).toBeTruthy());
    expect(screen.getByText('Add a photo of your government ID to continue.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to checkout' })).toBeNull();
  });

  test('another page: "Continue"; an address off the widget is ignored', async () => {
    renderPage({ government_photo: photoUrl('government_photo') }, '/stores/1/menu');
    expect((await screen.findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/stores/1/menu');
  });

  test.each(['//evil.example/cart/checkout', 'https://evil.example/'])('%s shows no way out', async (returnTo) => {
    renderPage({ government_photo: photoUrl('government_photo') }, returnTo);
    await loaded();
    expect(screen.queryByRole('link', { name: /^Continue/ })).toBeNull();
  });
});

test('a guest is sent to log in and back, without asking for the document', async () => {
  const { instance, calls } = renderInWidget(<IdentificationPage returnTo="/cart/checkout" />, { path: '/profile/identification?return_to=%2Fcart%2Fcheckout' });
  await waitFor(() => expect(instance.router.path.peek()).toMatch(/^\/login\?return_to=/));
  expect(calls).toEqual([]);
});
