import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Language } from '@restaurant/contract/languages.ts';
import type { Dictionary } from '@restaurant/contract/site.ts';
import { translate, translateList } from '#web/site/i18n/translate.ts';

type LanguageContextValue = {
  lang: Language;
  /** Loads the language's dictionary (and what `prepare` loads), then switches to it. */
  setLanguage: (lang: Language) => Promise<void>;
  t: (key: string, values?: Record<string, string | number>) => string;
  tList: (key: string) => string[] | string;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

async function fetchDictionary(lang: Language): Promise<Dictionary> {
  const response = await fetch(`/locales/${lang}.json`);
  if (!response.ok) throw new Error(`Dictionary ${lang} failed to load (${response.status})`);
  return (await response.json()) as Dictionary;
}

export function LanguageProvider(props: {
  initialLang: Language;
  initialDictionary: Dictionary;
  /**
   * Loads whatever else the page needs to show the language, and gives back the change that
   * puts it in place together with the switch.
   */
  prepare?: (lang: Language) => Promise<() => void>;
  onChange?: (lang: Language) => void;
  children: ReactNode;
}) {
  const { prepare, onChange } = props;
  const [state, setState] = useState({
    lang: props.initialLang,
    dictionary: props.initialDictionary,
  });

  const setLanguage = useCallback(
    async (lang: Language) => {
      const [dictionary, apply] = await Promise.all([fetchDictionary(lang), prepare?.(lang)]);
      // Shown at once, in one piece with what follows the change (such as the address): whoever
      // switched measures the page right after.
      flushSync(() => {
        apply?.();
        setState({ lang, dictionary });
        onChange?.(lang);
      });
    },
    [prepare, onChange],
  );

  const value = useMemo<LanguageContextValue>(
    () => ({
      lang: state.lang,
      setLanguage,
      t: (key, values) => translate(state.dictionary, key, values),
      tList: (key) => translateList(state.dictionary, key),
    }),
    [state, setLanguage],
  );
  return <LanguageContext.Provider value={value}>{props.children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
