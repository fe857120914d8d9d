/**
 * A refresh that runs at most `delayMs` after it was first asked for, however
 * often it is asked again meanwhile. No vscode import.
 *
 * (A debounce that restarts its timer on every call never fires while calls keep
 * coming: a background Markdown tab whose diagnostics change every 200 ms kept
 * the Pending view from ever refreshing.)
 */

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class Throttle {
  private handle: unknown;

  constructor(
    private readonly delayMs: number,
    private readonly run: () => void,
    private readonly timers: Timers = realTimers,
  ) {}

  /** Run once, `delayMs` after the first call since the last run. */
  schedule(): void {
    if (this.handle !== undefined) return;
    this.handle = this.timers.setTimeout(() => {
      this.handle = undefined;
      this.run();
    }, this.delayMs);
  }

  get pending(): boolean {
    return this.handle !== undefined;
  }

  dispose(): void {
    if (this.handle !== undefined) this.timers.clearTimeout(this.handle);
    this.handle = undefined;
  }
}
