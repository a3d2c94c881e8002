import { describe, expect, it } from 'vitest';
import { stepFromSearch, stepSearch } from './step-address';

describe('the step in the address (docs/product.md#apply-steps)', () => {
  it.each([
    ['', 0],
    ['?step=1', 0],
    ['?step=3', 2],
    ['?step=6', 5],
    ['?step=7', 5],
    ['?step=0', 0],
    ['?step=-2', 0],
    ['?step=2.5', 0],
    ['?step=banana', 0],
    ['?from=mail&step=4', 3],
  ])('%j asks for step %i (0-based)', (search, step) => {
    expect(stepFromSearch(search)).toBe(step);
  });

  it('writes the step as the student reads it, the first as no parameter, keeping the others', () => {
    expect(stepSearch(0)).toBe('');
    expect(stepSearch(2)).toBe('?step=3');
    expect(stepSearch(2, '?step=5')).toBe('?step=3');
    expect(stepSearch(0, '?from=mail&step=5')).toBe('?from=mail');
    expect(stepSearch(4, '?from=mail')).toBe('?from=mail&step=5');
  });
});
