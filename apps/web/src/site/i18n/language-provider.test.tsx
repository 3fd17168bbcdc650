// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, useLanguage } from '#web/site/i18n/language-provider.tsx';
import { translate, translateList } from '#web/site/i18n/translate.ts';

const hu = {
  nav: { home: 'Főoldal' },
  greeting: 'Szia, {{name}}!',
  days: ['hétfő', 'kedd'],
  nested: { deeper: { text: 'mély' } },
};

describe('translate', () => {
  it('finds texts by dotted path and fills placeholders', () => {
    expect(translate(hu, 'nav.home')).toBe('Főoldal');
    expect(translate(hu, 'nested.deeper.text')).toBe('mély');
    expect(translate(hu, 'greeting', { name: 'Anna' })).toBe('Szia, Anna!');
  });

  it('shows the key itself when the entry is missing or is not text', () => {
    expect(translate(hu, 'nav.missing')).toBe('nav.missing');
    expect(translate(hu, 'nav')).toBe('nav');
    expect(translate(hu, 'days')).toBe('days');
    expect(translate(hu, 'nav.home.deeper')).toBe('nav.home.deeper');
  });

  it('returns an array only when a list is asked for', () => {
    expect(translateList(hu, 'days')).toEqual(['hétfő', 'kedd']);
    expect(translateList(hu, 'nav.home')).toBe('Főoldal');
    expect(translateList(hu, 'nav')).toBe('nav');
  });
});

function Probe() {
  const { lang, t, setLanguage } = useLanguage();
  return (
    <button type="button" onClick={() => void setLanguage('en')}>
      {lang}: {t('nav.home')}
    </button>
  );
}

describe('LanguageProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts in the given language and loads the dictionary of the next one', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ nav: { home: 'Home' } })));
    vi.stubGlobal('fetch', fetchMock);
    const changed = vi.fn();
    render(
      <LanguageProvider initialLang="hu" initialDictionary={hu} onChange={changed}>
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('hu: Főoldal');
    await act(async () => screen.getByRole('button').click());
    expect(fetchMock).toHaveBeenCalledWith('/locales/en.json');
    expect(screen.getByRole('button').textContent).toBe('en: Home');
    expect(changed).toHaveBeenCalledWith('en');
  });

  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useLanguage must be used within a LanguageProvider');
  });
});
