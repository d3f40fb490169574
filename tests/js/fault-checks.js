// What each scenario of fault-scenarios.js must come to, in Node and in
// Chromium alike. `words` are how the platform reports a worker stopped from
// outside (`stopped`) and one that exits on its own (`exited`): Node gives
// the exit code, a browser only sees that the worker is gone.

const within = (assert, result) =>
  assert.ok(result.late <= 1000, `the last Promise settled ${result.late.toFixed(0)} ms after the fault`);

const escape = (text) => text.replace(/[()]/g, '\\$&');

export function checkFaultScenario(assert, name, result, words) {
  const checks = {
    stoppedMidQuery() {
      within(assert, result);
      assert.deepEqual(result.codes, Array(4).fill('worker-failed'));
      assert.match(
        result.messages[0],
        new RegExp(
          `^pathrace worker 1 failed \\(${escape(words.stopped)}\\) while answering findPath on grid 1 \\(1 more queued on it\\); this findPath on grid 1 was in its hands$`,
        ),
      );
      assert.match(result.messages[3], /no worker was left to take it$/);
      assert.deepEqual(
        { ...result.fault, message: undefined },
        { code: 'worker-failed', message: undefined, worker: 1, rejected: 4, unbuilt: [] },
      );
      assert.equal(result.workers, 1);
      assert.equal(result.askedDuringRebuild, true);
      assert.equal(result.sameAsSync, true);
      assert.equal(result.slowAfter, 'no-path');
    },
    throwsMidQuery() {
      within(assert, result);
      // The first worker took the first two queries; the other eight were answered, as the grid answers them.
      assert.deepEqual(result.codes, ['worker-failed', 'worker-failed', ...Array(8).fill('answered')]);
      assert.match(
        result.messages[0],
        /^pathrace worker 1 failed \(((Uncaught )?Error: )?a fault injected by the tests\) while answering findPath on grid 1/,
      );
      assert.equal(result.answeredAsSync, true);
      assert.equal(result.fault.rejected, 2);
      assert.deepEqual(result.fault.unbuilt, []);
      assert.equal(result.sameAsSync, true);
    },
    diesMidStroke() {
      within(assert, result);
      // 3,000 edits on 4,096 cells: the record holds a copy of the costs and fewer than 1,024 edits.
      assert.ok(result.recorded <= 1 + 1024, `${result.recorded} messages recorded`);
      // Which worker takes which query depends on where a copy of the costs was asked for.
      const failed = result.codes.filter((c) => c === 'worker-failed').length;
      assert.ok(
        failed > 0 && result.codes.every((c) => c === 'answered' || c === 'worker-failed'),
        result.codes,
      );
      assert.equal(result.fault.rejected, failed);
      assert.match(
        result.fault.message,
        /^pathrace worker 2 failed \(((Uncaught )?Error: )?a fault injected by the tests\) while answering (findPath|costs) on grid 1/,
      );
      assert.deepEqual(result.fault.unbuilt, []);
      assert.equal(result.second.worker, 1);
      assert.deepEqual(result.second.unbuilt, []);
      assert.equal(result.sameAsSync, true);
    },
    exitsMidFlowField() {
      within(assert, result);
      assert.deepEqual(result.codes, Array(3).fill('worker-failed'));
      assert.match(
        result.fault.message,
        new RegExp(
          `\\(${escape(words.exited)}\\) while answering flowField on grid 1 \\(1 more queued on it\\)$`,
        ),
      );
      assert.deepEqual(result.fault.unbuilt, []);
      assert.equal(result.fieldAsSync, true);
      assert.equal(result.sameAsSync, true);
    },
    outOfMemory() {
      assert.equal(result.tooLarge, 'out-of-memory');
      assert.equal(result.faultsAfterTooLarge, 0);
      assert.equal(result.sameWhenFull, true);
      assert.deepEqual(result.fault.unbuilt, ['512×512']);
      assert.equal(result.bigQuery[0], 'worker-failed');
      assert.match(
        result.bigQuery[1],
        /^this RemoteGrid \(grid 2, 512×512\) could not be rebuilt on pathrace worker 2, which replaced worker 1: not enough memory/,
      );
      assert.equal(result.bigEdit, 'worker-failed');
      assert.equal(result.sameAsSync, true);
    },
    diesMidLoad() {
      within(assert, result);
      assert.deepEqual(result.codes, ['worker-failed']);
      assert.deepEqual(result.fault.unbuilt, []);
      assert.equal(result.recorded, 0);
      assert.equal(result.after, true);
    },
    terminatedUnderFaults() {
      const { inListener, whileStarting } = result;
      within(assert, inListener);
      // The other worker's queries: answered before the fault, or rejected by terminate() in its listener.
      assert.deepEqual(inListener.codes.slice(0, 2), ['worker-failed', 'worker-failed']);
      const rest = inListener.codes.slice(2);
      assert.ok(
        rest.includes('terminated') && rest.every((c) => c === 'answered' || c === 'terminated'),
        rest,
      );
      assert.deepEqual(inListener.fault.unbuilt, []);
      assert.equal(inListener.workers, 0);
      assert.equal(inListener.disposed, true);
      within(assert, whileStarting);
      assert.deepEqual(whileStarting.codes, ['terminated', 'terminated']);
      assert.deepEqual(whileStarting.fault.unbuilt, []);
      assert.equal(whileStarting.workers, 0);
      assert.equal(whileStarting.load, 'terminated');
      assert.equal(whileStarting.query, 'disposed');
      assert.equal(whileStarting.profile, 'terminated');
    },
  };
  checks[name]();
}
