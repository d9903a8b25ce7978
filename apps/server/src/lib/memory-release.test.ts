import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { startMemoryRelease } from './memory-release.ts';

const MiB = 1024 * 1024;

/** The process's figures as a test sets them: the decision is driven, the collection is V8's own. */
function figures(rss: number, utilization = 1) {
  const now = { rss, utilization };
  return { now, measure: { rss: () => now.rss, utilization: () => now.utilization } };
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

  it('collects once a burst, never again and again while the process stays quiet', () => {
    const { now, measure } = figures(150 * MiB, 0.01);
    const release = startMemoryRelease({ measure, idleLooks: 1 });
    try {
      // the start counts as a burst: once idle after it, once
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
      for (let i = 0; i < 5; i++) expect(release.look()).toBe(false);
      // the next burst: once more
      now.utilization = 0.5;
      expect(release.look()).toBe(false);
      now.utilization = 0;
      expect(release.look()).toBe(true);
      expect(release.stats.releases).toBe(3);
    } finally {
      release.stop();
    }
  });

  it("shrinks V8's heap that a burst of garbage left", () => {
    const heap = () => v8.getHeapStatistics().total_heap_size;
    const start = heap();
    // Objects that live long enough to reach the old generation, as a rush's requests in flight do, then die.
    let held: { n: number; s: string }[][] = [];
    for (let round = 0; round < 8; round++) {
      const batch: { n: number; s: string }[] = [];
      for (let i = 0; i < 150_000; i++) batch.push({ n: i, s: `${round}:${i}` });
      held.push(batch);
    }
    held = [];
    const before = heap();
    // control: the garbage is there to give back
    expect(before - start).toBeGreaterThan(32 * MiB);
    const { now, measure } = figures(0);
    const release = startMemoryRelease({ measure, idleLooks: 1 });
    try {
      expect(release.look()).toBe(false);
      now.utilization = 0;
      expect(release.look()).toBe(true);
      expect(held).toHaveLength(0);
      expect(heap()).toBeLessThan(before - 32 * MiB);
    } finally {
      release.stop();
    }
  });
});
