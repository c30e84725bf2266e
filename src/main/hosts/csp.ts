/**
 * The Content-Security-Policy of the app's pages, one text for both hosts: the Electron host sets it on
 * every response of its session, the web host on the pages and files it serves; its API answers, data and
 * never a document, carry a policy of their own (hosts/web/server.ts).
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "connect-src 'self'; font-src 'self' data:; object-src 'none'; frame-src 'self' blob:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
