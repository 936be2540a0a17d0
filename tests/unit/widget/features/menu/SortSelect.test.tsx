import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { SortSelect } from '../../../../../widget/features/menu/SortSelect';

afterEach(() => cleanup());

describe('SortSelect (000 §5)', () => {
  test('the limited set offers only A-Z and Rating', async () => {
    const chosen: string[] = [];
    render(<SortSelect value="a-z" set="limited" onChange={(id) => chosen.push(id)} />);
    const select = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['A-Z', 'Rating']);
    select.selectedIndex = 1;
    // A change event as the browser sends it: with preact/compat loaded, fireEvent.change sends input, which a select does not get.
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(chosen).toEqual(['rating']));
  });

  test('choosing Price High to Low shows it at once and reports its id once that frame is painted', async () => {
    const chosen: string[] = [];
    render(<SortSelect value="recommended" onChange={(id) => chosen.push(id)} />);
    const select = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
    select.selectedIndex = 3;
    // A change event as the browser sends it: with preact/compat loaded, fireEvent.change sends input, which a select does not get.
    select.dispatchEvent(new Event('change', { bubbles: true }));
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(select.value).toBe('price-high-to-low');
    expect(chosen).toEqual([]);
    await waitFor(() => expect(chosen).toEqual(['price-high-to-low']));
  });
});
