import { createRequire } from 'node:module';
import type * as Koffi from 'koffi';

/**
 * glibc's `malloc_trim(0)`, through koffi (a foreign function interface with prebuilt binaries): it hands back to the
 * system every whole page free inside malloc's arenas, not only at their tops. What a burst of requests allocated
 * outside V8's heap (sockets' buffers, compression, the database drivers) is freed after it, but stays in the
 * process's RSS until then (docs/decisions/0012-server-memory.md, "After a rush"). Null where the C library is not
 * glibc (musl, macOS), or where koffi's binary for the platform is missing: the release is then the collection alone.
 */
export type MallocTrim = () => boolean;

let trim: MallocTrim | null | undefined;

export function mallocTrim(): MallocTrim | null {
  if (trim === undefined) {
    try {
      // required here, not imported: a platform koffi has no binary for must not stop the server from starting
      const { load } = createRequire(import.meta.url)('koffi') as typeof Koffi;
      const call = load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
      // 1 when it gave memory back, 0 when there was none to give
      trim = () => call(0) === 1;
    } catch {
      trim = null;
    }
  }
  return trim;
}
