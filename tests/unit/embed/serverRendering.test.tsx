// @vitest-environment node
// The partner kit on a server (Next.js renders client components there too): importing it touches no window,
// loadCanopy resolves to null, and <CanopyEmbed /> renders only its empty element, which the browser fills later.
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

describe('@canopy/embed without a browser', () => {
  test('importing both entries and calling loadCanopy touch nothing: it resolves to null, every time', async () => {
    expect(typeof globalThis.window).toBe('undefined');
    const { loadCanopy } = await import('../../../packages/embed/src/index');
    await import('../../../packages/embed/src/CanopyEmbed');
    await expect(loadCanopy({ host: 'https://menu.example.com' })).resolves.toBeNull();
    await expect(loadCanopy()).resolves.toBeNull();
  });

  test('<CanopyEmbed /> renders its empty container and nothing else', async () => {
    const { CanopyEmbed } = await import('../../../packages/embed/src/CanopyEmbed');
    const html = renderToString(<CanopyEmbed host="https://menu.example.com" storeId={12} id="menu" className="shop-menu" onCart={() => undefined} />);
    expect(html).toBe('<div id="menu" class="shop-menu"></div>');
  });
});
