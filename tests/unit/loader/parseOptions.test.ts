import { describe, expect, test } from 'vitest';
import { optionsFromDataset, parseOptions } from '../../../loader/parseOptions';

describe('snippet attributes (DESIGN §1.2)', () => {
  test.each([
    [{ storeId: '12' }, { mode: 'embedded', storeId: 12, urlSync: 'default' }],
    [
      { storeId: '12', mode: 'framelessEmbed' },
      { mode: 'framelessEmbed', storeId: 12 },
    ],
    [
      { partnerId: '4', mode: 'whiteLabel', theme: '{"primary":"#0a7"}' },
      { mode: 'whiteLabel', partnerId: 4, theme: { primary: '#0a7' } },
    ],
    [
      { operatorId: '3', storeId: '7', mode: 'operatorEmbed' },
      { mode: 'operatorEmbed', operatorId: 3, storeId: 7 },
    ],
    [
      { partnerId: '5', mode: 'kiosk', partnerName: 'Green Leaf' },
      { mode: 'kiosk', partnerId: 5, partnerName: 'Green Leaf' },
    ],
    [{ storeId: '1', mode: 'bloom' }, { mode: 'bloom' }],
    [{ storeId: '1', mode: 'headless' }, { mode: 'headless' }],
    [{ storeId: '1', urlSync: 'off' }, { urlSync: 'off' }],
    [{ storeId: '1', urlSync: 'on' }, { urlSync: 'on' }],
    // 001 §1: auth features can be disabled in embedded mode.
    [{ storeId: '1', auth: 'off' }, { auth: 'off' }],
    [{ storeId: '1', auth: 'on' }, { auth: 'on' }],
    [{ storeId: '1', path: '/products/12/blue-dream' }, { path: '/products/12/blue-dream' }],
    [{ storeId: '1', apiBase: '/api/v1' }, { apiBase: '/api/v1' }],
    [{ storeId: '1', apiBase: 'https://api.partner.example/canopy' }, { apiBase: 'https://api.partner.example/canopy' }],
    [{ storeId: '1', target: '#canopy-menu' }, { target: '#canopy-menu' }],
    [{ storeId: '1' }, { height: '100vh' }],
    [{ storeId: '1', height: '900' }, { height: '900px' }],
    [{ storeId: '1', height: '75svh' }, { height: '75svh' }],
    // Each theme entry is the widget's to check: it warns about each one it leaves out and applies the rest.
    [{ storeId: '1', theme: '{"primary":"#0a7","primry":"#000","radius":"6px;}"}' }, { theme: { primary: '#0a7', primry: '#000', radius: '6px;}' } }],
  ])('%j is accepted', (raw, expected) => {
    const result = parseOptions(raw, 'attributes');
    expect(result).toMatchObject({ ok: true, options: expected });
  });

  test.each([
    [{ storeId: '12', mode: 'shop' }, 'data-mode="shop" is not accepted: use one of embedded, framelessEmbed, whiteLabel, operatorEmbed, kiosk, bloom, headless.'],
    [{ storeId: '12', mode: 'default' }, 'data-mode="default" is not accepted'],
    [{ storeId: 'twelve' }, 'data-store-id="twelve" is not accepted: it takes a positive whole number such as 12.'],
    [{ storeId: '0' }, 'data-store-id="0" is not accepted'],
    [{ storeId: '-3' }, 'data-store-id="-3" is not accepted'],
    [{ storeId: '1.5' }, 'data-store-id="1.5" is not accepted'],
    [{ partnerId: '4', operatorId: 'x' }, 'data-operator-id="x" is not accepted'],
    [{ storeId: '1', theme: '{primary:#0a7}' }, 'data-theme="{primary:#0a7}" is not accepted: it takes a JSON object of text values such as {"primary":"#0a7"}.'],
    [{ storeId: '1', theme: '["#0a7"]' }, 'data-theme="[\\"#0a7\\"]" is not accepted: it takes a JSON object'],
    [{ storeId: '1', theme: '{"radius":6}' }, 'data-theme="{\\"radius\\":6}" is not accepted: it takes a JSON object'],
    [{ storeId: '1', height: 'tall' }, 'data-height="tall" is not accepted: it takes a CSS height such as 800px or 100vh, or a number of pixels.'],
    [{ storeId: '1', urlSync: 'yes' }, 'data-url-sync="yes" is not accepted: use on or off.'],
    [{ storeId: '1', auth: 'false' }, 'data-auth="false" is not accepted: use on or off.'],
    [{ storeId: '1', auth: '' }, 'data-auth="" is not accepted: use on or off.'],
    [{ storeId: '1', path: 'products' }, 'data-path="products" is not accepted'],
    [{ storeId: '1', path: '//evil.example' }, 'data-path="//evil.example" is not accepted'],
    [{ storeId: '1', apiBase: 'ftp://x' }, 'data-api-base="ftp://x" is not accepted'],
    [{ storeId: '1', target: '  ' }, 'data-target="  " is not accepted'],
    [{ storeId: '1', partnerName: ' ' }, 'data-partner-name=" " is not accepted: it takes the partner’s name as text.'],
    [{ mode: 'embedded' }, 'one of data-store-id, data-partner-id or data-operator-id is needed'],
    [{ storeId: '1', mode: 'operatorEmbed' }, 'data-mode="operatorEmbed" needs data-operator-id'],
    [{ operatorId: '1', mode: 'kiosk' }, 'data-mode="kiosk" needs data-partner-id or data-store-id'],
  ])('%j → one error: %s', (raw, message) => {
    const result = parseOptions(raw, 'attributes');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toContain(message);
  });

  test('each bad value is its own error', () => {
    const result = parseOptions({ storeId: 'x', mode: 'shop', urlSync: 'maybe' }, 'attributes');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => e.split('=')[0])).toEqual(['data-mode', 'data-store-id', 'data-url-sync']);
  });
});

describe('Canopy.mount options name the option, not the attribute', () => {
  test.each([
    [
      { storeId: 12, urlSync: false },
      { storeId: 12, urlSync: 'off' },
    ],
    [
      { storeId: '12', urlSync: true, theme: { primary: '#0a7' } },
      { storeId: 12, urlSync: 'on', theme: { primary: '#0a7' } },
    ],
    [
      { storeId: 12, auth: false },
      { storeId: 12, auth: 'off' },
    ],
    [
      { storeId: 12, auth: 'on' },
      { storeId: 12, auth: 'on' },
    ],
    [
      { storeId: 12, height: 640 },
      { storeId: 12, height: '640px' },
    ],
  ])('%j is accepted', (raw, expected) => {
    expect(parseOptions(raw, 'options')).toMatchObject({ ok: true, options: expected });
  });
  test.each([
    [{ storeId: 12.5 }, 'storeId=12.5 is not accepted'],
    [{ storeId: 1, urlSync: 'yes' }, 'urlSync="yes" is not accepted: use true or false.'],
    [{ storeId: 1, auth: 0 }, 'auth=0 is not accepted: use true or false.'],
    [{ storeId: 1, target: 42 }, 'target=42 is not accepted: it takes a CSS selector such as #canopy-menu or an element.'],
  ])('%j → %s', (raw, message) => {
    const result = parseOptions(raw, 'options');
    expect(!result.ok && result.errors[0]).toContain(message);
  });
});

test('optionsFromDataset reads only our attributes', () => {
  const div = document.createElement('div');
  div.setAttribute('data-store-id', '12');
  div.setAttribute('data-cfasync', 'false');
  div.setAttribute('data-url-sync', 'off');
  div.setAttribute('data-auth', 'off');
  div.setAttribute('data-height', '800');
  expect(optionsFromDataset(div.dataset)).toEqual({ storeId: '12', urlSync: 'off', auth: 'off', height: '800' });
});
