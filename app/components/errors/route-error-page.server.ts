/**
 * The server's copy of the error page (root.tsx): renderToString cannot wait for a module to load,
 * so the server imports it statically; in the browser this module is empty and the page loads on
 * first use.
 */
export { RouteErrorPage } from "./RouteErrorPage";
