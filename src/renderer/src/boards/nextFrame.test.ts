import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './nextFrame';

describe('afterNextFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the work asked for before a frame once, in order, after that frame; work asked for meanwhile waits for the next', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    const ran: string[] = [];
    afterNextFrame(() => {
      ran.push('send');
      afterNextFrame(() => ran.push('later'));
    });
    afterNextFrame(() => ran.push('list'));
    expect(frames).toHaveLength(1); // one frame callback for both
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([]); // not before the frame
    frames.shift()!();
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['send', 'list']);
    vi.advanceTimersByTime(50); // the first batch's fallback runs nothing again
    expect(ran).toEqual(['send', 'list', 'later']); // no frame came for the second: its 50 ms fallback ran it
    expect(frames).toHaveLength(1);
  });

  it('work that throws stops none of the work that waited with it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const thrown = new Promise((resolve) => vi.stubGlobal('queueMicrotask', (task: () => void) => {
      try {
        task();
      } catch (err) {
        resolve(err);
      }
    }));
    const ran: string[] = [];
    afterNextFrame(() => {
      throw new Error('broken');
    });
    afterNextFrame(() => ran.push('next'));
    vi.advanceTimersByTime(50);
    expect(ran).toEqual(['next']);
    expect(await thrown).toEqual(new Error('broken'));
  });
});
