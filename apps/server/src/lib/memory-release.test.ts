import v8 from 'node:v8';
import { load } from 'koffi';
import { describe, expect, it } from 'vitest';
import { mallocTrim } from './malloc-trim.ts';
import { startMemoryRelease } from './memory-release.ts';

const MiB = 1024 * 1024;

/** The process's figures as a test sets them: the decision is driven, the collection is V8's own. */
function figures(rss: number, utilization = 1) {
  const now = { rss, utilization };
  return { now, measure: { rss: () => now.rss, utilization: () => now.utilization } };
}

/** Objects that live long enough to reach the old generation, as a rush's requests in flight do, then die. */
function burstOfGarbage(): number {
  const held: { n: number; s: string }[][] = [];
  for (let round = 0; round < 8; round++) {
    const batch: { n: number; s: string }[] = [];
    for (let i = 0; i < 150_000; i++) batch.push({ n: i, s: `${round}:${i}` });
    held.push(batch);
  }
  return held.length;
}

/**
 * What a burst leaves in malloc's arenas, made with the C library's own calls: `count` pairs of blocks of 16 KiB, all
 * written to (so resident), then the first of each pair freed. Each free block lies between blocks in use, none at an
 * arena's top: malloc keeps them all resident. Returns a function that frees the rest.
 */
function mallocHoles(count: number): () => void {
  const libc = load('libc.so.6');
  const malloc = libc.func('void *malloc(size_t size)') as (size: number) => unknown;
  const free = libc.func('void free(void *ptr)') as (ptr: unknown) => void;
  const memset = libc.func('void *memset(void *s, int c, size_t n)') as (
    p: unknown,
    c: number,
    n: number,
  ) => unknown;
  const size = 16 * 1024;
  const blocks: unknown[] = [];
  for (let i = 0; i < 2 * count; i++) {
    blocks.push(malloc(size));
    memset(blocks[i], 1, size);
  }
  for (let i = 0; i < blocks.length; i += 2) free(blocks[i]);
  return () => {
    for (let i = 1; i < blocks.length; i += 2) free(blocks[i]);
  };
}

describe('giving memory back after a burst of load', () => {
  it('waits until the event loop, busy before, has been idle for two looks', () => {
    const { now, measure } = figures(210 * MiB);
    const release = startMemoryRelease({ measure, idleLooks: 2 });
    try {
      // a rush: the event loop busy
      expect(release.look()).toBe(false);
      expect(release.look()).toBe(false);
      // quiet for one look only
      now.utilization = 0.01;
      expect(release.look()).toBe(false);
      // a few requests between: neither busy nor idle
      now.utilization = 0.1;
      expect(release.look()).toBe(false);
      now.utilization = 0.01;
      expect(release.look()).toBe(false);
      expect(release.stats.releases).toBe(0);
      expect(release.look()).toBe(true);
      expect(release.stats).toMatchObject({ releases: 1, lastBefore: 210 * MiB });
    } finally {
      release.stop();
    }
  });

  it('collects once a burst, at most once every so many looks, never again and again while quiet', () => {
    const { now, measure } = figures(150 * MiB, 0.01);
    const release = startMemoryRelease({ measure, idleLooks: 1, gapLooks: 4 });
    try {
      // the start counts as a burst: once idle after it, once (and a burst right after it would not wait)
      expect(release.look()).toBe(true);
      // quiet since, or only lightly used: nothing grew to give back
      for (let i = 0; i < 5; i++) expect(release.look()).toBe(false);
      now.utilization = 0.2;
      expect(release.look()).toBe(false);
      now.utilization = 0.01;
      expect(release.look()).toBe(false);
      // a burst, then quiet: once
      now.utilization = 0.9;
      expect(release.look()).toBe(false);
      now.utilization = 0.01;
      expect(release.look()).toBe(true);
      // the next burst at once: its release waits for the gap, then comes
      now.utilization = 0.5;
      expect(release.look()).toBe(false);
      now.utilization = 0;
      expect(release.look()).toBe(false);
      expect(release.look()).toBe(false);
      expect(release.look()).toBe(true);
      expect(release.stats.releases).toBe(3);
    } finally {
      release.stop();
    }
  });

  it("keeps no burst right after the start's release waiting for the gap", () => {
    const { now, measure } = figures(150 * MiB, 0.01);
    const release = startMemoryRelease({ measure, idleLooks: 1, gapLooks: 10 });
    try {
      expect(release.look()).toBe(true);
      now.utilization = 0.8;
      expect(release.look()).toBe(false);
      now.utilization = 0.01;
      expect(release.look()).toBe(true);
    } finally {
      release.stop();
    }
  });

  it("does not take the collection's own time for a burst", () => {
    // the event loop's figures, one read after another: the read right after a release sees the collection itself
    const shares = [0.01, 0.9, 0.01, 0.01, 0.01, 0.01];
    const release = startMemoryRelease({
      idleLooks: 1,
      gapLooks: 1,
      measure: { rss: () => 0, utilization: () => shares.shift() ?? 0.01 },
    });
    try {
      // the start's burst, idle after it: released, and the collection's 0.9 read and set aside
      expect(release.look()).toBe(true);
      for (let i = 0; i < 4; i++) expect(release.look()).toBe(false);
      expect(shares).toHaveLength(0);
      expect(release.stats.releases).toBe(1);
    } finally {
      release.stop();
    }
  });

  it('stops looking and says why when a look fails, and the process goes on', () => {
    const errors: unknown[] = [];
    const release = startMemoryRelease({
      idleLooks: 1,
      measure: {
        rss: () => {
          throw new Error('no figures');
        },
        utilization: () => 0,
      },
      onError: (err) => errors.push(err),
    });
    expect(release.look()).toBe(false);
    expect(errors).toEqual([new Error('no figures')]);
    expect(release.stats.releases).toBe(0);
  });

  it("shrinks V8's heap that a burst of garbage left", () => {
    const heap = () => v8.getHeapStatistics().total_heap_size;
    const start = heap();
    expect(burstOfGarbage()).toBe(8);
    const before = heap();
    // control: the garbage is there to give back
    expect(before - start).toBeGreaterThan(32 * MiB);
    const { now, measure } = figures(0);
    const release = startMemoryRelease({ measure, idleLooks: 1 });
    try {
      expect(release.look()).toBe(false);
      now.utilization = 0;
      expect(release.look()).toBe(true);
      expect(heap()).toBeLessThan(before - 32 * MiB);
    } finally {
      release.stop();
    }
  });

  it.runIf(mallocTrim() !== null)("gives back the pages a burst left free in malloc's arenas", () => {
    const rss = () => process.memoryUsage.rss();
    const releaseWith = (trim: null | undefined) => {
      const { now, measure } = figures(0);
      const release = startMemoryRelease({ measure: { ...measure, rss }, idleLooks: 1, trim });
      try {
        release.look();
        now.utilization = 0;
        expect(release.look()).toBe(true);
        return release.stats;
      } finally {
        release.stop();
      }
    };
    const rest = mallocHoles(6_000); // 94 MiB free between 94 MiB in use
    try {
      const held = rss();
      // control: the collection alone leaves them resident
      expect(releaseWith(null)).toMatchObject({ trimmed: 0 });
      expect(rss()).toBeGreaterThan(held - 20 * MiB);
      const stats = releaseWith(undefined);
      expect(stats.trimmed).toBe(1);
      expect(stats.lastAfter).toBeLessThan(held - 60 * MiB);
    } finally {
      rest();
    }
  });
});
