/**
 * What the boot script (scripts/vite/route-preload.ts) and the app share about the calls the boot script
 * starts with the document: a module without imports, so the build step reads it without the app.
 */

/** The API port of `npm start` and of the API half of `npm run dev`. */
export const devApiPort = '5000';

/** Where the boot script leaves its calls; `null` once early-fetch.ts has taken them over. */
export const bootCallsGlobal = 'havrutaBootCalls';
