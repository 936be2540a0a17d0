import { expect, test } from 'vitest';
test('harness runs', () => { expect(1 + 1).toBe(2); });
