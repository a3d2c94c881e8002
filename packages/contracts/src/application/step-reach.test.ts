/// <reference types="vitest/globals" />
// Globals, not imports: the house lint lets contracts' sources import zod only.
import { NOW, complete, withFiles } from './application.fixtures.test.js';
import { emptyApplication, emptyEducationEntry } from './defaults.js';
import { firstFailingStepBefore, reachableStep } from './step-reach.js';

describe('firstFailingStepBefore (where Continue would stop on the way)', () => {
  it('is null when every earlier step passes, whatever the step itself holds', () => {
    expect(firstFailingStepBefore(4, complete(), {}, NOW)).toBeNull();
    expect(firstFailingStepBefore(0, emptyApplication(), {}, NOW)).toBeNull();
  });
  it('names the first failing step', () => {
    expect(firstFailingStepBefore(5, { ...complete(), agent: '' }, withFiles(), NOW)).toBe(1);
    expect(firstFailingStepBefore(5, complete(), {}, NOW)).toBe(4);
  });
  it('a blank education entry stops at Education, not before (docs/decisions/0094-a-step-checks-only-itself.md)', () => {
    const values = { ...complete(), educationHistory: [emptyEducationEntry()] };
    expect(firstFailingStepBefore(2, values, withFiles(), NOW)).toBeNull();
    expect(firstFailingStepBefore(5, values, withFiles(), NOW)).toBe(2);
  });
});

describe('reachableStep (docs/product.md#apply-steps: the step in the address)', () => {
  it('opens any step already visited, even when an earlier one has errors now', () => {
    expect(reachableStep(3, 4, emptyApplication(), {}, NOW)).toBe(3);
    expect(reachableStep(4, 4, emptyApplication(), {}, NOW)).toBe(4);
  });
  it('opens a step never visited when Continue would reach it', () => {
    expect(reachableStep(5, 0, complete(), withFiles(), NOW)).toBe(5);
  });
  it('falls back to the first step with errors or the furthest visited, whichever lies further', () => {
    expect(reachableStep(5, 0, { ...complete(), agent: '' }, withFiles(), NOW)).toBe(1);
    expect(reachableStep(5, 3, { ...complete(), agent: '' }, withFiles(), NOW)).toBe(3);
    expect(reachableStep(5, 2, complete(), {}, NOW)).toBe(4);
  });
  it('reads nonsense as the first step and caps at the last', () => {
    expect(reachableStep(Number.NaN, 0, emptyApplication(), {}, NOW)).toBe(0);
    expect(reachableStep(-2, 0, emptyApplication(), {}, NOW)).toBe(0);
    expect(reachableStep(99, 9, emptyApplication(), {}, NOW)).toBe(5);
  });
});
