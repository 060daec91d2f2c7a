import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { areaRenderer } from '../testing/render-area';
import { sq } from '../../i18n/locales/sq';
import { ListToolbar } from './list-toolbar';

const render = areaRenderer('area', {});
const props = { online: true, downloadedAt: null, pending: 0, attention: 0, onRefresh: () => undefined, testIdPrefix: 'x' };

afterEach(cleanup);

describe('ListToolbar', () => {
  // Chakra hides a loading button's children behind the spinner: without loadingText a screen
  // reader met a nameless button while the list downloaded (axe button-name, seen in e2e).
  it('keeps the refresh button named while the list downloads', () => {
    render(<ListToolbar {...props} downloading />);
    const button = screen.getByRole('button', { name: sq.offlineList.refresh });
    expect(button.dataset.testid).toBe('x-refresh');
    expect(button.hasAttribute('data-loading')).toBe(true);
  });

  it('names it the same way when idle', () => {
    render(<ListToolbar {...props} downloading={false} />);
    expect(screen.getByRole('button', { name: sq.offlineList.refresh }).hasAttribute('data-loading')).toBe(false);
  });
});
