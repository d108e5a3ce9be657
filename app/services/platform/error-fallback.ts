import { escapeMarkup } from "./html-text";
import { pathInLanguage } from "./i18n/language";
import { currentLanguage, t } from "./i18n/translate";
import { ERROR_PAGE_FAILED_LINK, ERROR_PAGE_FAILED_TEXT, ERROR_PAGE_FAILED_TITLE } from "./page-text";

/**
 * The page of last resort (spec section 8): shown when rendering the error page itself failed,
 * so it depends on nothing but these strings, in the request's language.
 */
export function errorPageFallbackHtml(): string {
  const language = currentLanguage();
  const title = escapeMarkup(t(ERROR_PAGE_FAILED_TITLE));
  return `<!DOCTYPE html>
<html lang="${escapeMarkup(language.tag)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1a1a1a}main{max-width:40rem;margin:0 auto}a{color:#0b5cad}a:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeMarkup(t(ERROR_PAGE_FAILED_TEXT))}</p>
<p><a href="${pathInLanguage("/", language.prefix)}">${escapeMarkup(t(ERROR_PAGE_FAILED_LINK))}</a></p>
</main>
</body>
</html>`;
}
