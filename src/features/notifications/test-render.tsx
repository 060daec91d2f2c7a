import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { sq as shellSq } from '../../i18n/locales/sq';
import { NOTIFICATIONS_NS } from './i18n/namespace';
import { sq } from './i18n/sq';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'sq',
  resources: { sq: { translation: shellSq, [NOTIFICATIONS_NS]: sq } },
  interpolation: { escapeValue: false },
});

/** Renders a piece of this area with Chakra, the Albanian strings (shell + area) and a router at `path`. */
export function renderNotifications(ui: ReactElement, path = '/', state?: unknown) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[{ pathname: path.split('?')[0] ?? '/', search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </ChakraProvider>,
  );
}
