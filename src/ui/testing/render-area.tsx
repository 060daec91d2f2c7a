import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { sq as shellSq } from '../../i18n/locales/sq';

/** Where the router starts, for an area whose pieces read the URL. */
export interface AreaRoute {
  /** Path with an optional `?query`. */
  path: string;
  state?: unknown;
}

/**
 * Test set-up: a render function for one area's pieces, with Chakra and the Albanian strings
 * (the shell's and the area's namespace), as the app does; or another language's, given both. With
 * `route`, the piece is rendered inside a router at that URL.
 */
export function areaRenderer(namespace: string, strings: object, language: { lng: string; shell: object } = { lng: 'sq', shell: shellSq }) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: language.lng,
    resources: { [language.lng]: { translation: language.shell, [namespace]: strings } },
    interpolation: { escapeValue: false },
  });
  return (ui: ReactElement, route?: AreaRoute) => {
    const [pathname = '/', search] = route ? route.path.split('?') : [];
    return render(
      <ChakraProvider value={defaultSystem}>
        <I18nextProvider i18n={i18n}>
          {route ? <MemoryRouter initialEntries={[{ pathname, search: search === undefined ? '' : `?${search}`, state: route.state }]}>{ui}</MemoryRouter> : ui}
        </I18nextProvider>
      </ChakraProvider>
    );
  };
}
