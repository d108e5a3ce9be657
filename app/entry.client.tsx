import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { LanguageInfo } from "~/services/platform/i18n/language";
import { setTranslatorSource } from "~/services/platform/i18n/translate";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

/**
 * A page in another language than English loads i18next and its language's catalogue (one file,
 * preloaded by the page's head) before hydrating, so React renders the words the server sent
 * (ADR 0092). English needs neither. If they cannot be loaded, the page is left as the server
 * made it: it works without JavaScript.
 */
async function loadLanguage(): Promise<boolean> {
  const root = document.documentElement;
  const language = root.dataset.language;
  const catalogueHref = root.dataset.catalogue;
  if (!language || !catalogueHref) return true;
  try {
    const [{ catalogueTranslator }, catalogue] = await Promise.all([
      import("~/services/platform/i18n/catalogue-translator"),
      fetch(catalogueHref).then((response) => {
        if (!response.ok) throw new Error(`${catalogueHref}: ${response.status}`);
        return response.json() as Promise<Record<string, string>>;
      }),
    ]);
    const translator = catalogueTranslator(JSON.parse(language) as LanguageInfo, catalogue);
    setTranslatorSource(() => translator);
    return true;
  } catch (error) {
    console.error("The page's language could not be loaded", error);
    return false;
  }
}

void loadLanguage().then((loaded) => {
  if (loaded) hydrate();
});
