/** The part of Rolldown's `output.codeSplitting.groups` this file uses. */
export interface ChunkGroup {
  name: string;
  priority: number;
  tags?: Array<'$initial'>;
  test?: (id: string) => boolean;
  minShareCount?: number;
}

const slash = (id: string) => id.replaceAll('\\', '/');

/** The API client's error type, which the auth forms import at open, before they call anything. */
const apiErrors = /\/app\/src\/lib\/api-client\/errors\.ts$/;
/** The API client, the contract and zod: what every call needs, from a signed-in screen or an auth form. */
const api = /\/(app\/src\/lib\/api-client|backend\/contract|node_modules\/zod)\//;
/** The design system's controls the auth forms share with the signed-in screens. */
const controls = /\/ui\/src\/(button|back-arrow|loader)\//;
/**
 * What the signed-in screens (dashboard, learning, personal) share at open and no public or auth screen
 * uses: the course offer and picker, the signed-in frame, the plan view, and the chat's parts of the design
 * system (the message bubble, rich text and math, the input bar, the dialog). The markdown renderer stays
 * apart: it loads on demand.
 */
const signedIn =
  /\/(app\/src\/lib\/(courses|frame|learning-plan)|ui\/src\/(score-badge|learning-plan|rich-text|math|input-bar|message-bubble|dialog)|content\/courses)\/(?!markdown-renderer\.)/;

/**
 * Fewer, larger chunks for a first visit (issue 15), as Rolldown `codeSplitting` groups. Its automatic
 * splitting gives every set of screens that shares a module a chunk of its own: opening /learning fetched
 * about 20 scripts and 7 stylesheets, most under 2 KB. Over HTTP/1.1 a browser fetches six at a time, one
 * round trip each, and the screen waited for every round. The groups, highest priority first:
 * - `initial`: what the entry imports statically (React, the router, i18next, the landing) joins the
 *   entry's chunk, instead of seven chunks beside it;
 * - `api-errors`, `api`: the API client, the contract and zod in one chunk, and apart from it the error
 *   type the auth forms import at open (they load the client only when they call);
 * - `controls`: buttons, the back arrow and the loader, shared by the auth forms and the signed-in screens;
 * - `signed-in`: the parts the signed-in screens share (`signedIn` above).
 * A group takes a module's static imports along unless a higher group holds them. Groups hold only modules
 * a screen imports statically, so what loads on demand (windows, KaTeX, mathjs, the markdown renderer,
 * the avatar) still does; `minShareCount: 2` leaves a module one screen alone uses in that screen's chunk.
 */
export function routeChunks(): ChunkGroup[] {
  return [
    { name: 'initial', tags: ['$initial'], priority: 5 },
    { name: 'api-errors', test: (id) => apiErrors.test(slash(id)), priority: 4 },
    { name: 'api', test: (id) => api.test(slash(id)), priority: 3 },
    { name: 'controls', test: (id) => controls.test(slash(id)), minShareCount: 2, priority: 2 },
    { name: 'signed-in', test: (id) => signedIn.test(slash(id)), minShareCount: 2, priority: 1 },
  ];
}
