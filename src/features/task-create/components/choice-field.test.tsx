import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTaskCreate } from '../test-render';
import { ChoiceField } from './choice-field';

const field = { name: 'task_type_id', onChange: () => Promise.resolve(), onBlur: () => Promise.resolve(), ref: () => undefined };

describe('ChoiceField', () => {
  it("reads 'Pa opsione' when the list has nothing to choose (spec 01 §2), else the placeholder", () => {
    const { unmount } = renderTaskCreate(<ChoiceField label="Lloji" placeholder="Zgjidhni…" noOptions="Pa opsione" options={[]} field={field} error={undefined} testId="empty" />);
    expect(screen.getByTestId('empty').textContent).toBe('Pa opsione');
    unmount();
    renderTaskCreate(<ChoiceField label="Lloji" placeholder="Zgjidhni…" noOptions="Pa opsione" options={[{ id: 1, name: 'Takim' }]} field={field} error={undefined} testId="full" />);
    expect(screen.getByTestId('full').textContent).toBe('Zgjidhni…Takim');
  });
});
