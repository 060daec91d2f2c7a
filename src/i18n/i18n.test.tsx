import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, loadRegisteredBundles, registerNamespace } from './i18n';

/** A stand-in area: each language is a loader we can count. */
function fakeArea(name: string) {
  const sq = { hello: 'Mirëdita', nested: { bye: 'Mirupafshim' } } as const;
  const text = (language: string) => ({ hello: `hello-${language}`, nested: { bye: `bye-${language}` } });
  const lazy = {
    en: vi.fn(() => Promise.resolve(text('en'))),
    es: vi.fn(() => Promise.resolve(text('es'))),
    de: vi.fn(() => Promise.resolve(text('de'))),
    it: vi.fn(() => Promise.resolve(text('it'))),
    ru: vi.fn(() => Promise.resolve(text('ru'))),
  };
  return { ns: registerNamespace(name, sq, lazy), lazy };
}

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('sq');
});

describe('registerNamespace', () => {
  it('has Albanian at once and fetches nothing while Albanian is the language', () => {
    const { ns, lazy } = fakeArea('area-sq');
    expect(i18next.t('hello', { ns })).toBe('Mirëdita');
    expect(i18next.t('nested.bye', { ns })).toBe('Mirupafshim');
    for (const load of Object.values(lazy)) expect(load).not.toHaveBeenCalled();
  });

  it('fetches only the chosen language, when it is chosen', async () => {
    const { ns, lazy } = fakeArea('area-switch');
    await i18next.changeLanguage('de');
    expect(i18next.t('hello', { ns })).toBe('hello-de');
    expect(lazy.de).toHaveBeenCalledTimes(1);
    for (const load of [lazy.en, lazy.es, lazy.it, lazy.ru]) expect(load).not.toHaveBeenCalled();
  });

  it('fetches the current language at once for an area that loads after the switch', async () => {
    await i18next.changeLanguage('it');
    const { ns, lazy } = fakeArea('area-late');
    // Nothing asks for it (no component, no loadNamespaces): registering alone starts the fetch.
    await vi.waitFor(() => expect(i18next.t('nested.bye', { ns })).toBe('bye-it'));
    expect(lazy.it).toHaveBeenCalledTimes(1);
  });

  it('lists every registered namespace, the shell included, keyed by name', async () => {
    const { ns } = fakeArea('area-listed');
    const bundle = await loadRegisteredBundles('sq');
    expect(bundle[ns]).toEqual({ hello: 'Mirëdita', nested: { bye: 'Mirupafshim' } });
    expect(bundle.translation).toMatchObject({ app: { name: 'Anëtar' } });
  });

  it('renders an area in Albanian, then in the language the user picks once it has arrived', async () => {
    const { ns, lazy } = fakeArea('area-react');
    function Greeting() {
      const { t } = useTranslation(ns);
      return <p>{t('hello')}</p>;
    }
    render(
      <I18nextProvider i18n={i18next}>
        <Suspense fallback={<p>loading</p>}>
          <Greeting />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByText('Mirëdita')).toBeTruthy();
    await act(() => i18next.changeLanguage('ru'));
    expect(await screen.findByText('hello-ru')).toBeTruthy();
    expect(lazy.ru).toHaveBeenCalledTimes(1);
  });
});
