import { describe, expect, it } from 'vitest';
import { positiveId } from './route-id';

describe('positiveId (an id from the URL or navigation state)', () => {
  it('takes a positive whole number, as text or number', () => {
    expect(positiveId('42')).toBe(42);
    expect(positiveId(7)).toBe(7);
  });

  it('refuses what is not one: empty, missing, zero, negative, fractional, huge, text', () => {
    for (const bad of ['', null, undefined, '0', -3, '1.5', '9007199254740993', 'abc', '1e3x']) expect(positiveId(bad)).toBeNull();
  });
});
