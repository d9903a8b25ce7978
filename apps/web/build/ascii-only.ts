import { parseSync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import { asciiOnly } from '../../../tools/ascii-only.mjs';

/**
 * The server's renderer (the SSR build) written in ASCII alone, so the server holds its source at one byte a
 * character rather than two (tools/ascii-only.mjs), and parsed again to be sure it still is JavaScript.
 * Not the browser's build: there UTF-8 is the smaller file.
 */
export function asciiOnlyChunks(): Plugin {
  return {
    name: 'moa-ascii-only',
    // last, once every other plugin has written the chunks (a later renderChunk would print the characters again)
    enforce: 'post',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        file.code = asciiOnly(file.code);
        const { errors } = parseSync(file.fileName, file.code);
        if (errors.length > 0) throw new Error(`${file.fileName} after asciiOnly: ${errors[0]!.message}`);
      }
    },
  };
}
