import { describe, expect, test } from 'vitest';
import { MAX_FAULTS, parseMenuCsv, parseMenuJson, type ParsedMenu } from '../../../../demo-host/admin/import';

// docs/api-admin.md § Menu import: one row per product and weight; every fault names its line and column.

const HEADER = 'product_id,name,brand,kind,category,weight,price,discounted_price,quantity,thc_percent,cbd_percent,description,photo_url';

function faultsOf(parsed: ParsedMenu) {
  if (parsed.ok) throw new Error('expected faults, the file parsed');
  return parsed.faults;
}

function productsOf(parsed: ParsedMenu) {
  if (!parsed.ok) throw new Error(`expected products, got ${JSON.stringify(parsed.faults)}`);
  return parsed.products;
}

describe('parseMenuCsv on good files', () => {
  test('gathers the weight rows of a product, in cents, through a BOM, CRLF line ends, empty lines and quoted commas', () => {
    const text =
      '\uFEFF' +
      [
        HEADER,
        'BD-1,Blue Dream,Pacific Farms,flower,hybrid,eighth_ounce,35.00,30.5,12,22.5,0.1,"Sweet, berry nose",https://cdn.example.com/bd.jpg',
        '',
        'BD-1,Blue Dream,Pacific Farms,flower,hybrid,gram,12,,40,22.5,0.1,"Sweet, berry nose",https://cdn.example.com/bd.jpg',
        'GUM-7,"Mango Gummies, 10 pack",Kiva,edible,,each,$18,,0,,,,',
      ].join('\r\n') +
      '\r\n';
    const products = productsOf(parseMenuCsv(text));
    expect(products).toHaveLength(2);
    expect(products[0]).toEqual({
      externalId: 'BD-1',
      line: 2,
      name: 'Blue Dream',
      brand: 'Pacific Farms',
      kind: 'flower',
      category: 'hybrid',
      description: 'Sweet, berry nose',
      percentThc: 22.5,
      percentCbd: 0.1,
      photoUrl: 'https://cdn.example.com/bd.jpg',
      weights: {
        eighth_ounce: { price: 3500, discounted: 3050, quantity: 12 },
        gram: { price: 1200, discounted: null, quantity: 40 },
      },
    });
    expect(products[1]).toMatchObject({ externalId: 'GUM-7', line: 5, name: 'Mango Gummies, 10 pack', category: null, photoUrl: null, description: '' });
    expect(products[1].weights).toEqual({ each: { price: 1800, discounted: null, quantity: 0 } });
  });

  test('only the required columns, in any order and case: the others stay undefined (the product keeps them)', () => {
    const products = productsOf(parseMenuCsv('Weight,Price,Quantity,Kind,Brand,Name,Product_ID\nEach,5,3,gear,Acme,Grinder,G-1\n'));
    expect(products).toEqual([{ externalId: 'G-1', line: 2, name: 'Grinder', brand: 'Acme', kind: 'gear', weights: { each: expect.objectContaining({ price: 500 }) } }]);
    expect(products[0]).not.toHaveProperty('description');
  });

  test('weights may be written with spaces (000 §3: ids use underscores in place of spaces)', () => {
    const products = productsOf(parseMenuCsv(`product_id,name,brand,kind,weight,price,quantity\nX,Kush,B,flower,Eighth Ounce,30,1\n`));
    expect(Object.keys(products[0].weights)).toEqual(['eighth_ounce']);
  });
});

describe('parseMenuCsv on bad files: nothing is imported and every fault names its line and column', () => {
  const row = (cells: Partial<Record<string, string>>) => {
    const base: Record<string, string> = {
      product_id: 'P-1',
      name: 'Blue Dream',
      brand: 'Pacific Farms',
      kind: 'flower',
      category: 'hybrid',
      weight: 'gram',
      price: '12',
      discounted_price: '',
      quantity: '5',
      thc_percent: '20',
      cbd_percent: '',
      description: '',
      photo_url: '',
    };
    return HEADER.split(',')
      .map((column) => cells[column] ?? base[column])
      .join(',');
  };

  test.each([
    ['an unknown weight', { weight: 'pound' }, 'weight', /half_gram.*each/],
    ['a weight the kind is not sold in (000 §3: flower offers gram to ounce)', { weight: 'each' }, 'weight', /flower.*gram.*ounce/],
    ['an unknown kind', { kind: 'snack' }, 'kind', /gear.*vape/],
    ['an unknown lineage', { category: 'ruderalis' }, 'category', /indica/],
    ['a price that is not money', { price: 'twelve' }, 'price', /dollars/],
    ['a fraction of a cent', { price: '12.505' }, 'price', /2 decimals/],
    ['a missing price', { price: '' }, 'price', /required/],
    ['a negative price', { price: '-3' }, 'price', /dollars/],
    ['a discounted price above the price', { discounted_price: '13' }, 'discounted_price', /at most the price/],
    ['a fractional quantity', { quantity: '2.5' }, 'quantity', /whole number/],
    ['a negative quantity', { quantity: '-1' }, 'quantity', /whole number/],
    ['a percent above 100', { thc_percent: '101' }, 'thc_percent', /100/],
    ['a photo over http', { photo_url: 'http://cdn.example.com/a.jpg' }, 'photo_url', /https/],
    ['an empty name', { name: ' ' }, 'name', /required/],
    ['an empty brand', { brand: '' }, 'brand', /required/],
    ['an empty product id', { product_id: '' }, 'product_id', /required/],
  ])('%s', (_case, cells, column, message) => {
    const faults = faultsOf(parseMenuCsv(`${HEADER}\n${row({})}\n${row({ product_id: 'P-2', ...cells })}\n`));
    expect(faults).toEqual([{ line: 3, column, message: expect.stringMatching(message) }]);
  });

  test('every bad cell of every row is listed', () => {
    const faults = faultsOf(parseMenuCsv(`${HEADER}\n${row({ price: 'x', quantity: 'y' })}\n${row({ product_id: 'P-2', kind: 'z' })}\n`));
    expect(faults.map((f) => [f.line, f.column])).toEqual([
      [2, 'price'],
      [2, 'quantity'],
      [3, 'kind'],
    ]);
  });

  test('a product and weight given twice is a fault on the second line', () => {
    const faults = faultsOf(parseMenuCsv(`${HEADER}\n${row({})}\n${row({ weight: 'ounce' })}\n${row({ price: '11' })}\n`));
    expect(faults).toEqual([{ line: 4, column: 'weight', message: expect.stringMatching(/P-1.*gram.*line 2/) }]);
  });

  test.each([
    ['name', 'Other Dream'],
    ['brand', 'Other Farms'],
    ['kind', 'extract'],
    ['category', 'indica'],
    ['thc_percent', '21'],
    ['photo_url', 'https://cdn.example.com/other.jpg'],
  ])("a product's %s must be the same on each of its weight rows", (column, value) => {
    const faults = faultsOf(parseMenuCsv(`${HEADER}\n${row({})}\n${row({ weight: 'ounce', [column]: value })}\n`));
    expect(faults).toEqual([{ line: 3, column, message: expect.stringMatching(/line 2/) }]);
  });

  test('missing and unknown header columns are named', () => {
    const faults = faultsOf(parseMenuCsv('product_id,name,kind,weight,cost,quantity\nP,N,gear,each,1,1\n'));
    expect(faults).toEqual([
      { line: 1, column: 'brand', message: expect.stringMatching(/missing/) },
      { line: 1, column: 'price', message: expect.stringMatching(/missing/) },
      { line: 1, column: 'cost', message: expect.stringMatching(/unknown column.*product_id/) },
    ]);
  });

  test('a header column given twice is a fault', () => {
    expect(faultsOf(parseMenuCsv('product_id,name,brand,kind,weight,price,quantity,price\n'))).toEqual([{ line: 1, column: 'price', message: expect.stringMatching(/twice/) }]);
  });

  test('a row with more or fewer cells than the header, and an unclosed quote, name their line', () => {
    expect(faultsOf(parseMenuCsv(`${HEADER}\n${row({})},extra\n`))).toEqual([{ line: 2, column: null, message: expect.stringMatching(/14 cells.*13/) }]);
    expect(faultsOf(parseMenuCsv(`${HEADER}\n${row({})}\nP-3,"Blue Dream,B\n`))).toEqual([{ line: 3, column: null, message: expect.stringMatching(/quote/i) }]);
  });

  test('a file with no rows, or nothing at all, is a fault', () => {
    expect(faultsOf(parseMenuCsv(''))).toEqual([{ line: 1, column: null, message: expect.stringMatching(/header/) }]);
    expect(faultsOf(parseMenuCsv(`${HEADER}\n\n`))).toEqual([{ line: 2, column: null, message: expect.stringMatching(/no rows/) }]);
  });

  test(`the faults listed stop at ${MAX_FAULTS}; the count says how many there were`, () => {
    const rows = Array.from({ length: 150 }, (_, k) => row({ product_id: `P-${k}`, price: 'free' }));
    const parsed = parseMenuCsv(`${HEADER}\n${rows.join('\n')}\n`);
    expect(faultsOf(parsed)).toHaveLength(MAX_FAULTS);
    expect(parsed.ok === false && parsed.faultCount).toBe(150);
  });
});

describe('parseMenuJson: { rows: [...] } with the same fields, numbers or text', () => {
  test('a good body', () => {
    const products = productsOf(
      parseMenuJson({ rows: [{ product_id: 'V-1', name: 'Pen', brand: 'Vapes Co', kind: 'vape', weight: 'half_gram', price: 25.5, quantity: 3, thc_percent: 81 }] }),
    );
    expect(products).toEqual([expect.objectContaining({ externalId: 'V-1', line: 1, kind: 'vape', weights: { half_gram: { price: 2550, quantity: 3 } } })]);
  });

  test('faults name the row number (index + 1) and the field', () => {
    const faults = faultsOf(
      parseMenuJson({
        rows: [
          { product_id: 'V-1', name: 'Pen', brand: 'B', kind: 'vape', weight: 'gram', price: 25, quantity: 3 },
          { product_id: 'V-2', name: 'Pen', brand: 'B', kind: 'vape', weight: 'gram', price: 25, quantity: -3, colour: 'red' },
        ],
      }),
    );
    expect(faults).toEqual([
      { line: 2, column: 'quantity', message: expect.stringMatching(/whole number/) },
      { line: 2, column: 'colour', message: expect.stringMatching(/unknown/) },
    ]);
  });

  test.each([
    ['not an object', 'rows'],
    [{ rows: 'x' }, 'rows'],
    [{ rows: [] }, 'rows'],
    [{ rows: [[1, 2]] }, null],
  ])('a body %j is a fault', (body, column) => {
    expect(faultsOf(parseMenuJson(body))[0]).toMatchObject({ column });
  });
});
