import assert from "node:assert/strict";
import { mock, test } from "node:test";

import { Throttle } from "../src/logic/throttle";

test("a refresh asked for every 200 ms still runs every 500 ms (it never waits for a quiet moment)", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    let runs = 0;
    const t = new Throttle(500, () => runs++);
    for (let ms = 0; ms < 2000; ms += 200) {
      t.schedule();
      mock.timers.tick(200);
    }
    assert.equal(runs, 3); // at 500, 1100 and 1700 ms; a debounce would not have run at all
    t.dispose();
  } finally {
    mock.timers.reset();
  }
});

test("one run for many calls within the delay, none after dispose", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    let runs = 0;
    const t = new Throttle(500, () => runs++);
    t.schedule();
    t.schedule();
    t.schedule();
    assert.equal(t.pending, true);
    mock.timers.tick(499);
    assert.equal(runs, 0);
    mock.timers.tick(1);
    assert.equal(runs, 1);
    assert.equal(t.pending, false);
    t.schedule();
    t.dispose();
    mock.timers.tick(1000);
    assert.equal(runs, 1);
  } finally {
    mock.timers.reset();
  }
});
