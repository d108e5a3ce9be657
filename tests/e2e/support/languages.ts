import { expect, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { englishTexts } from "../../support/english-texts";

/**
 * "No text of the English catalogue shown on a German or Chinese page" (issue 34): the page's
 * visible and screen-reader text, outside English islands (`lang="en…"`: editorial content, the
 * switcher's "English"), holds no English text that its language translates differently. Short
 * texts (under 12 characters or a single word) are left out: a brand, "OK" or "Extras" may well
 * read the same.
 */
const englishByLanguage = new Map<string, string[]>();

function catalogue(prefix: string): Record<string, string> {
  const folder = path.resolve("locales", prefix);
  const merged: Record<string, string> = {};
  for (const file of fs.readdirSync(folder))
    if (file.endsWith(".json") && file !== "_language.json")
      Object.assign(merged, JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")));
  return merged;
}

async function englishTextsTranslatedIn(prefix: string): Promise<string[]> {
  let texts = englishByLanguage.get(prefix);
  if (!texts) {
    const { texts: all } = await englishTexts();
    const translations = catalogue(prefix);
    texts = [...all].filter(
      (text) =>
        text.length >= 12 &&
        text.includes(" ") &&
        !text.includes("{{") &&
        translations[text] !== undefined &&
        translations[text] !== text,
    );
    englishByLanguage.set(prefix, texts);
  }
  return texts;
}

/** The page's text outside English islands, one line per text node. */
async function textOutsideEnglish(page: Page): Promise<string> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template")) continue;
      const lang = parent.closest("[lang]")?.getAttribute("lang") ?? "";
      if (lang.toLowerCase().startsWith("en")) continue;
      const text = node.textContent?.trim();
      if (text) lines.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [alt], [placeholder], [title]"))
      for (const name of ["aria-label", "alt", "placeholder", "title"]) {
        const value = element.getAttribute(name);
        const lang = element.closest("[lang]")?.getAttribute("lang") ?? "";
        if (value && !lang.toLowerCase().startsWith("en")) lines.push(value);
      }
    return lines.join("\n");
  });
}

/** The page is in `prefix`'s language: its `<html lang>`, and no English text it translates. */
export async function expectNoEnglish(page: Page, prefix: string) {
  const tag = await page.locator("html").getAttribute("lang");
  expect(tag?.split("-")[0]).toBe(prefix);
  const text = await textOutsideEnglish(page);
  const english = (await englishTextsTranslatedIn(prefix)).filter((candidate) => text.includes(candidate));
  expect(english, `English texts on ${page.url()}`).toEqual([]);
}
