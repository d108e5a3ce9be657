import { describe, expect, it } from "vitest";
import {
  catalogueConflicts,
  catalogueOf,
  languagePrefixes,
  languageOfPrefix,
} from "~/services/platform/i18n/i18n.server";
import { catalogueTranslator } from "~/services/platform/i18n/catalogue-translator";
import { API_MESSAGES } from "~/services/api/text";
import { englishTexts } from "../support/english-texts";

/**
 * Every catalogue has every text of the English catalogue (issue 34): a language added later
 * (`locales/ja/`) is held to the same list, and a text added to the code without its translations
 * fails here, naming the text and the language.
 */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1]).sort();

describe("the catalogues", async () => {
  const english = await englishTexts();

  it("finds the site's languages and the English texts", () => {
    expect(languagePrefixes()).toEqual(expect.arrayContaining(["de", "zh"]));
    expect(english.texts).toContain(API_MESSAGES.apiKeyRequired);
    expect(english.untranslatable, "t() takes a literal in double quotes or a constant").toEqual([]);
  });

  it("translates a text given a context on its own: a relocation's origin is not a price's 'from'", () => {
    const zh = catalogueTranslator(languageOfPrefix("zh"), catalogueOf("zh"));
    expect(english.texts).toContain("From_origin");
    expect(zh.t("From", { context: "origin" })).toBe("出发地");
    expect(zh.t("From")).toBe("起价");
  });

  for (const prefix of languagePrefixes()) {
    describe(`${prefix} (${languageOfPrefix(prefix).name})`, () => {
      const catalogue = catalogueOf(prefix);
      const categories = new Intl.PluralRules(languageOfPrefix(prefix).intl).resolvedOptions()
        .pluralCategories;

      it("translates every text", () => {
        const missing = [...english.texts].filter((text) => !(text in catalogue));
        expect(missing).toEqual([]);
      });

      it("has every plural form of its language for every plural text", () => {
        const missing = [...english.plurals].flatMap((text) =>
          categories.map((category) => `${text}_${category}`).filter((key) => !(key in catalogue)),
        );
        expect(missing).toEqual([]);
      });

      it("translates a text the same way in every file", () => {
        expect(catalogueConflicts(prefix)).toEqual([]);
      });

      it("keeps each text's placeholders", () => {
        const changed = Object.entries(catalogue)
          .filter(([text, translation]) => {
            const key = text.replace(/_(zero|one|two|few|many|other)$/, "");
            const wanted = placeholders(key).filter((name) => name !== "count");
            return wanted.some((name) => !placeholders(translation).includes(name));
          })
          .map(([text]) => text);
        expect(changed).toEqual([]);
      });
    });
  }
});
