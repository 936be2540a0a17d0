import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { ProductImage } from '../../../../widget/ui/ProductImage';
import type { Photo, Product } from '../../../../shared/types';

const product = (photos: Photo[], type: Product['type'] = 'indica', root_subtype: string | null = 'premium') => ({
  name: 'Night Owl',
  kind: 'flower' as const,
  type,
  root_subtype,
  photos,
});
const photo: Photo = {
  id: 1,
  position: 0,
  urls: { small: 'https://cdn.test/s.jpg', medium: 'https://cdn.test/m.jpg', extraLarge: 'https://cdn.test/xl.jpg', original: 'https://cdn.test/o.jpg' },
};

afterEach(cleanup);

describe('000 §5: a product without photos shows its default photo from the host', () => {
  test('a photo is used when there is one', () => {
    render(<ProductImage product={product([photo])} assetBase="https://host.test" />);
    expect(screen.getByRole('img', { name: 'Night Owl' }).getAttribute('src')).toBe('https://cdn.test/m.jpg');
  });

  test('without photos: default-photos/{type}/{subtype}.png, then general/{type}.png, then the drawn placeholder', () => {
    const { container } = render(<ProductImage product={product([])} assetBase="https://host.test" />);
    const image = () => container.querySelector('img');
    expect(image()?.getAttribute('src')).toBe('https://host.test/default-photos/indica/premium.png');
    fireEvent.error(image()!);
    expect(image()?.getAttribute('src')).toBe('https://host.test/default-photos/general/indica.png');
    fireEvent.error(image()!);
    expect(image()).toBeNull();
    expect(container.querySelector('[role="img"]')?.className).toContain('cn-img--placeholder');
  });

  test('without a subtype the general picture is asked for once', () => {
    const { container } = render(<ProductImage product={product([], 'edible', null)} assetBase="https://host.test" alt="" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://host.test/default-photos/general/edible.png');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
  });
});
