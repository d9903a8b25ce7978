/**
 * JavaScript whose source V8 can hold at one byte a character: V8 keeps a script's source text as long as the script
 * runs, and the server's bundles carry Korean text, which doubled what their sources held
 * (docs/decisions/0012-server-memory.md). V8 could hold Latin-1 at one byte too, but Node decodes a module's file
 * (UTF-8) to two bytes a character whenever it holds anything beyond ASCII, however few (an `é` in a library's
 * comment), so every character above ASCII becomes a `\u` escape (a character beyond the basic plane two of them,
 * its UTF-16 halves), which means the same character in a string, a template's cooked value, a regular expression
 * and an identifier of the basic plane; a character already escaped by a backslash (an odd run of them before it)
 * loses that backslash, since the escape stands for it alone. The line terminators U+2028 and U+2029 are left as
 * they are: in a comment, or after a backslash (a line continuation), an escape would change the program. Not
 * meaning the same: a `String.raw` template's or a regular expression's source text, which then holds the escape (a
 * RegExp made from it matches the same), and, where a bundle had them, whitespace above ASCII between tokens (a
 * no-break space) or an identifier character beyond the basic plane, which no longer parse: the builds parse what
 * this writes (apps/server/build.mjs, apps/web/build/ascii-only.ts).
 *
 * @param {string} code
 * @returns {string}
 */
export function asciiOnly(code) {
  return code.replace(/(\\*)([\u0080-\uffff])/g, (match, slashes, char) => {
    if (char === '\u2028' || char === '\u2029') return match;
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return `${kept}\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
