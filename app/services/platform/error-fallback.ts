import { ERROR_PAGE_FAILED_LINK, ERROR_PAGE_FAILED_TEXT, ERROR_PAGE_FAILED_TITLE } from "./page-text";

/**
 * The page of last resort (spec section 8): shown when rendering the error page itself failed,
 * so it depends on nothing but these strings.
 */
export function errorPageFallbackHtml(): string {
  return `<!DOCTYPE html>
<html lang="en-NZ">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${ERROR_PAGE_FAILED_TITLE}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:#1a1a1a}main{max-width:40rem;margin:0 auto}a{color:#0b5cad}a:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}</style>
</head>
<body>
<main>
<h1>${ERROR_PAGE_FAILED_TITLE}</h1>
<p>${ERROR_PAGE_FAILED_TEXT}</p>
<p><a href="/">${ERROR_PAGE_FAILED_LINK}</a></p>
</main>
</body>
</html>`;
}
