import i18next from "i18next";
import type { LanguageInfo } from "./language";
import type { Translator } from "./translate";

/** A catalogue: English text → its translation (plural forms as `text_one`, `text_other`, …). */
export type Catalogue = Record<string, string>;

/**
 * The translator of one language over its catalogue, through i18next (ADR 0092): natural keys
 * (the English text; no key or namespace separators), CLDR plural forms (`_one`, `_few`,
 * `_other`…) through Intl.PluralRules (`{{count, number}}` writes the number in the language's
 * way), no HTML escaping (React escapes). A text the catalogue lacks stays English.
 */
export function catalogueTranslator(language: LanguageInfo, catalogue: Catalogue): Translator {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language.prefix,
    resources: { [language.prefix]: { translation: catalogue } },
    keySeparator: false,
    nsSeparator: false,
    fallbackLng: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return {
    language,
    t: (text, values) => (values ? i18n.t(text, values) : i18n.t(text)),
    plural: (forms, count, values) => i18n.t(forms.other, { ...values, count }),
  };
}
