import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';
import { mountWidget } from '../../../../widget/app/mountWidget';
import { createBridge, createMemoryTransport } from '../../../../widget/platform/bridge';
import '../support/testWidget';

// 000 §8: status 420 means maintenance: the app goes to the maintenance page. The page the shopper wanted travels
// along (return_to), and Reload returns there, in place of /maintenance, once the host answers again.
const WANTED = '/stores/1/canopy-silver-lake/menu?kind=flower';

function mountInMaintenance() {
  let down = true;
  globalThis.fetch = vi.fn(async () =>
    down ? new Response('', { status: 420 }) : new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
  ) as typeof fetch;
  const root = document.createElement('div');
  document.body.appendChild(root);
  const bridge = createBridge(
    { mode: 'framelessEmbed', storeId: 1, apiBase: 'https://host.test/api/v1', initialPath: WANTED, hostOrigin: 'https://partner.test', urlSync: true, protocolVersion: 1 },
    createMemoryTransport(),
  );
  const mounted = mountWidget(root, bridge);
  return {
    mounted,
    hostIsBack: () => (down = false),
    done: () => {
      act(() => mounted.unmount());
      root.remove();
    },
  };
}

describe('the maintenance page', () => {
  test('000 §8: a 420 keeps the wanted page in return_to, and Reload goes back there (replacing /maintenance) once the host answers', async () => {
    const { mounted, hostIsBack, done } = mountInMaintenance();
    const router = mounted.instance.router;
    await waitFor(() => expect(router.path.value).toBe(`/maintenance?return_to=${encodeURIComponent(WANTED)}`), { timeout: 3000 });
    await screen.findByRole('heading', { name: "We'll be right back" });
    const navigate = vi.spyOn(router, 'navigate');

    // Still down: the shopper stays, and is told so.
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/still down for maintenance/i)).toBeTruthy();
    expect(router.path.value.startsWith('/maintenance')).toBe(true);

    hostIsBack();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(router.path.value).toBe(WANTED), { timeout: 3000 });
    expect(navigate).toHaveBeenCalledWith(WANTED, { replace: true });
    done();
  });

  test('a return_to that leaves the widget is not followed: Reload goes to the start page', async () => {
    const { mounted, hostIsBack, done } = mountInMaintenance();
    const router = mounted.instance.router;
    await waitFor(() => expect(router.path.value.startsWith('/maintenance')).toBe(true), { timeout: 3000 });
    await screen.findByRole('heading', { name: "We'll be right back" });
    act(() => router.navigate('/maintenance?return_to=%2F%2Fevil.test', { replace: true }));
    hostIsBack();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(router.path.value).toBe('/'), { timeout: 3000 });
    done();
  });
});
