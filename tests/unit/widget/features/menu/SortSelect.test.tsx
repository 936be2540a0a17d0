import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { SortSelect } from '../../../../../widget/features/menu/SortSelect';

afterEach(() => cleanup());

describe('SortSelect (000 §5)', () => {
  test('the limited set offers only A-Z and Rating', () => {
    const chosen: string[] = [];
    render(<SortSelect value="a-z" set="limited" onChange={(id) => chosen.push(id)} />);
    const select = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['A-Z', 'Rating']);
    select.selectedIndex = 1;
    fireEvent.change(select);
    expect(chosen).toEqual(['rating']);
  });

  test('choosing Price High to Low reports its id', () => {
    const chosen: string[] = [];
    render(<SortSelect value="recommended" onChange={(id) => chosen.push(id)} />);
    const select = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
    select.selectedIndex = 3;
    fireEvent.change(select);
    expect(chosen).toEqual(['price-high-to-low']);
  });
});
