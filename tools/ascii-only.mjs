/**
 * JavaScript written in ASCII alone: every other character becomes a `\u` escape, which means the same character in
 * a string, a template, a regular expression or an identifier (and in a comment nothing at all). V8 keeps a script's
 * source text for as long as the script runs, at one byte a character when every character is Latin-1 and two bytes
 * otherwise; the server's bundles carry Korean text, which doubled what their sources held in memory
 * (docs/decisions/0012-server-memory.md). A character already escaped by a backslash (an odd run of them before it)
 * loses that backslash, since its `\u` escape stands for it alone.
 *
 * @param {string} code
 * @returns {string}
 */
export function asciiOnly(code) {
  return code.replace(/(\\*)([\u0080-\uffff])/g, (_, slashes, char) => {
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return `${kept}\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
