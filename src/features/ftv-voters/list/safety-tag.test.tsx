import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderFtv } from '../test-render';
import { SAFETY_LOOK, SafetyTag } from './safety-tag';

afterEach(cleanup);

describe('SafetyTag', () => {
  it.each([
    [1, 'I sigurt', 'green'],
    [2, 'I pasigurt', 'orange'],
    [3, 'Lëkundës', 'yellow'],
  ] as const)('shows %i as %s on the %s palette (the spec: green, orange, gold)', (rating, label, palette) => {
    renderFtv(<SafetyTag rating={rating} />);
    const tag = screen.getByTestId('ftv-safety');
    expect(tag.textContent).toBe(label);
    expect(tag.dataset.safety).toBe(String(rating));
    expect(SAFETY_LOOK[rating]).toEqual({ palette, variant: 'surface' });
  });

  it('shows a voter not assessed yet (0) as a neutral outline, not as a rating', () => {
    renderFtv(<SafetyTag rating={0} />);
    expect(screen.getByTestId('ftv-safety').textContent).toBe('Pa vlerësuar');
    expect(SAFETY_LOOK[0]).toEqual({ palette: 'gray', variant: 'outline' });
  });

  it('gives every rating its own colour', () => {
    expect(new Set(Object.values(SAFETY_LOOK).map((look) => look.palette)).size).toBe(4);
  });
});
