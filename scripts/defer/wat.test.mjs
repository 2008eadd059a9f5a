// The split of scripts/defer/wat.mjs on a small module, run in Node: the
// two modules give the answers the whole one gives, call after call, and the
// deferred one is loaded once, when moved code is first called.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { instrument, NAMES, split } from './wat.mjs';

const bin = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', '.bin');
const work = mkdtempSync(path.join(tmpdir(), 'defer-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

// Functions 0 to 4: double, addToCounter, storeDouble, callThroughTable,
// square (which only addToCounter calls).
const SOURCE = `(module
  (type $unary (func (param i32) (result i32)))
  (import "host" "log" (func $log (param i32)))
  (memory $memory 1)
  (global $counter (mut i32) (i32.const 5))
  (global $base i32 (i32.const 16))
  (table $table 2 2 funcref)
  (elem (table $table) (i32.const 0) func $double $addToCounter)
  (func $double (param $x i32) (result i32)
    (call $log (local.get $x))
    (i32.mul (local.get $x) (i32.const 2)))
  (func $addToCounter (param $x i32) (result i32)
    (global.set $counter (i32.add (global.get $counter) (call $square (local.get $x))))
    (i32.store (global.get $base) (call $storeDouble (local.get $x)))
    (global.get $counter))
  (func $storeDouble (param $x i32) (result i32)
    (i32.store (global.get $base) (call $double (local.get $x)))
    (i32.load (global.get $base)))
  (func $callThroughTable (param $x i32) (param $slot i32) (result i32)
    (call_indirect $table (type $unary) (local.get $x) (local.get $slot)))
  (func $square (param $x i32) (result i32)
    (i32.mul (local.get $x) (local.get $x)))
  (export "double" (func $double))
  (export "storeDouble" (func $storeDouble))
  (export "callThroughTable" (func $callThroughTable))
  (export "memory" (memory $memory)))`;

/** Assembles `wat` (Binaryen's wasm-as) into a compiled module. */
function compile(wat, name) {
  const input = path.join(work, `${name}.wat`);
  const output = path.join(work, `${name}.wasm`);
  writeFileSync(input, wat);
  execFileSync(path.join(bin, 'wasm-as'), ['--enable-reference-types', input, '-o', output]);
  return new WebAssembly.Module(readFileSync(output));
}

/** The module as wasm-dis prints it, the form scripts/defer-wasm.mjs splits. */
function printed() {
  compile(SOURCE, 'source');
  const out = path.join(work, 'printed.wat');
  execFileSync(path.join(bin, 'wasm-dis'), [path.join(work, 'source.wasm'), '-o', out]);
  return readFileSync(out, 'utf8');
}

const CALLS = [
  ['storeDouble', 21],
  ['callThroughTable', 3, 1],
  ['callThroughTable', 4, 0],
  ['double', 7],
  ['callThroughTable', 2, 1],
];

/** The answers and logged numbers of CALLS on a module's exports. */
function run(exports, logged) {
  return { answers: CALLS.map(([name, ...args]) => exports[name](...args)), logged };
}

test('the split modules answer as the whole one does, loading the deferred one once', () => {
  const wat = printed();
  const wholeLog = [];
  const whole = new WebAssembly.Instance(compile(wat, 'whole'), { host: { log: (x) => wholeLog.push(x) } });
  const expected = run(whole.exports, wholeLog);

  // storeDouble and callThroughTable stay; double, addToCounter and square
  // move, square without a stub, as nothing left behind calls it.
  const parts = split(wat, new Set([2, 3]));
  assert.equal(parts.moved, 3);
  assert.equal(parts.primary.match(/^ \(func /gm).length, 2 + 2 + 1, 'two kept, two stubs, the loader');
  const deferredModule = compile(parts.deferred, 'deferred');
  const log = [];
  let loads = 0;
  const primary = new WebAssembly.Instance(compile(parts.primary, 'primary'), {
    host: { log: (x) => log.push(x) },
    [NAMES.loadModule]: {
      [NAMES.loadFunction]: () => {
        loads += 1;
        new WebAssembly.Instance(deferredModule, { [NAMES.importModule]: primary.exports });
        primary.exports[NAMES.loadedGlobal].value = 1;
      },
    },
  });
  assert.equal(loads, 0, 'nothing is loaded before moved code is called');
  assert.equal(primary.exports.callThroughTable.length, 2);
  assert.deepEqual(run(primary.exports, log), expected);
  assert.equal(loads, 1);
});

test('splitting with every function kept is refused', () => {
  assert.throws(() => split(printed(), new Set([0, 1, 2, 3, 4])), /nothing to move/);
});

test('the instrumented module marks the functions that ran', () => {
  const { wat, functions } = instrument(printed());
  assert.equal(functions, 5);
  const instance = new WebAssembly.Instance(compile(wat, 'instrumented'), { host: { log: () => {} } });
  instance.exports.storeDouble(1);
  const hits = [0, 1, 2, 3, 4].map((k) => instance.exports[`hit${k}`].value);
  assert.deepEqual(hits, [1, 0, 1, 0, 0]);
});
