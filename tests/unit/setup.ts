import { installGlobals } from "@remix-run/node";

// The same fetch globals remix-serve installs in production (Remix's polyfill, which has no
// Headers.getSetCookie()), so tests fail where production would.
installGlobals();
