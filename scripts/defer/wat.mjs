// Rewrites a module in Binaryen's text form (what `wasm-dis` prints: one
// module field per line indented by one space, a function's body on the
// lines below its header, closed by " )") for scripts/defer-wasm.mjs:
//
//   instrument(wat)        marks each function the first time it runs, so
//                          that a run in the browser tells which ones the
//                          first screen needs;
//   split(wat, hot)        keeps the `hot` functions in a first module and
//                          moves the others to a deferred one, loaded when
//                          one of them is first called.
//
// Functions are known by their ordinal: the k-th "(func" of the text.
//
// How the split works. Each moved function that the first module still
// names leaves a stub of the same name and type there: it makes sure the
// deferred module is loaded (an import, "deferred"."load", which the page's
// loader answers) and calls the real function through the function table,
// at a slot past the table's own entries that the deferred module's element
// segment fills when it is instantiated. Every caller, direct or through the table, keeps calling the
// stub, so the first module behaves as before. The deferred module imports
// from the first one, under "primary", the memory, the tables, the mutable
// globals and every function its code calls that stayed behind; the first
// module exports them under the names "f:", "g:" and "t:" plus the name.

const FUNC = ' (func ';
const END = ' )';

/** The names of the module's imports and exports this split adds. */
export const NAMES = {
  importModule: 'primary',
  loadModule: 'deferred',
  loadFunction: 'load',
  loadedGlobal: '__deferred_loaded',
};

const TABLE = /^ \(table (\$[^\s()]+) (\d+)(?: \d+)? (\w+)\)$/;
const MEMORY = /^ \(memory (\$[^\s()]+) ([^()]*)\)$/;

/** The module's lines and where its functions, globals, tables and memory are. */
function parse(wat) {
  const lines = wat.split('\n');
  const funcs = [];
  const globals = [];
  const tables = [];
  let memory = null;
  let lastImport = -1;
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at];
    if (line.startsWith(FUNC)) {
      let end = at + 1;
      while (!lines[end].startsWith(END)) end += 1;
      funcs.push({ name: line.split(' ')[2], header: line, start: at, end });
      at = end;
    } else if (line.startsWith(' (import ')) {
      lastImport = at;
    } else if (line.startsWith(' (global ')) {
      globals.push({ name: line.split(' ')[2], line: at, mutable: line.includes('(mut ') });
    } else if (TABLE.test(line)) {
      const [, name, initial, type] = TABLE.exec(line);
      tables.push({ name, initial: Number(initial), type, line: at });
    } else if (MEMORY.test(line)) {
      const [, name, limits] = MEMORY.exec(line);
      memory = { name, limits };
    }
  }
  const funcTable = tables.find((table) => table.type === 'funcref');
  if (!funcTable) throw new Error('defer: the module has no function table');
  if (!memory) throw new Error('defer: the module has no memory of its own');
  return { lines, funcs, globals, tables, funcTable, memory, lastImport };
}

/** The signature of a header line, "(param i32 i64) (result i32)", without parameter names. */
function signature(header) {
  const params = [...header.matchAll(/\(param \$[^\s()]+ ([^\s()]+)\)/g)].map((match) => match[1]);
  const result = /\(result [^()]+\)/.exec(header);
  return [params.length ? `(param ${params.join(' ')})` : '', result ? result[0] : '']
    .filter(Boolean)
    .join(' ');
}

/** The parameters' names of a header line, in order. */
function paramNames(header) {
  return [...header.matchAll(/\(param (\$[^\s()]+) [^\s()]+\)/g)].map((match) => match[1]);
}

/**
 * The module with a mutable global "hit<k>" exported for each function k,
 * set to 1 when the function starts.
 */
export function instrument(wat) {
  const { lines, funcs } = parse(wat);
  const out = [...lines];
  // From the last function back, so that earlier line numbers stay valid.
  for (let k = funcs.length - 1; k >= 0; k -= 1) {
    let body = funcs[k].start + 1;
    while (out[body].startsWith('  (local ')) body += 1;
    out.splice(body, 0, `  (global.set $hit${k} (i32.const 1))`);
  }
  const declarations = funcs.flatMap((_, k) => [
    ` (global $hit${k} (mut i32) (i32.const 0))`,
    ` (export "hit${k}" (global $hit${k}))`,
  ]);
  out.splice(funcs[0].start, 0, ...declarations);
  return { wat: out.join('\n'), functions: funcs.length };
}

// Where a function body names another function: a call or a reference.
const NAMES_A_FUNCTION = [/\((?:return_)?call (\$[^\s()]+)/g, /ref\.func (\$[^\s()]+)/g];
// Where a module field names one: an export, the start function.
const FIELD_NAMES_A_FUNCTION = [/^ \(export "[^"]*" \(func (\$[^\s()]+)\)\)$/g, /^ \(start (\$[^\s()]+)\)$/g];

/** Adds to `named` the functions `line` names through `patterns`. */
function collect(named, line, patterns) {
  for (const pattern of patterns) for (const match of line.matchAll(pattern)) named.add(match[1]);
}

/** The functions a function's body names. */
function namedIn(lines, func) {
  const named = new Set();
  for (let at = func.start + 1; at < func.end; at += 1) collect(named, lines[at], NAMES_A_FUNCTION);
  return named;
}

/** The functions the module's text outside the `moved` functions names. */
function namedOutside(lines, moved) {
  const isMoved = new Array(lines.length).fill(false);
  for (const func of moved) isMoved.fill(true, func.start, func.end + 1);
  const named = new Set();
  lines.forEach((line, at) => {
    if (isMoved[at]) return;
    collect(named, line, [...NAMES_A_FUNCTION, ...FIELD_NAMES_A_FUNCTION]);
    if (line.startsWith(' (elem ')) for (const match of line.matchAll(/\$[^\s()]+/g)) named.add(match[0]);
  });
  return named;
}

/**
 * The two modules' text: `primary` keeps the functions whose ordinals are in
 * `hot`, `deferred` holds the rest. Throws if there is nothing to move.
 */
export function split(wat, hot) {
  const { lines, funcs, globals, tables, funcTable, memory, lastImport } = parse(wat);
  const moved = funcs.filter((_, k) => !hot.has(k));
  if (moved.length === 0) throw new Error('defer: every function is needed at once; nothing to move');
  const movedNames = new Set(moved.map((func) => func.name));

  // The moved functions the first module still names (a kept function
  // calls it, the table holds it, it is exported) leave a stub there, with
  // a slot of its own in the table; the others leave it altogether.
  const named = namedOutside(lines, moved);
  const stubbed = moved.filter((func) => named.has(func.name));

  const tableName = funcTable.name;
  const firstSlot = funcTable.initial;
  const tableSize = firstSlot + stubbed.length;

  // What the moved code needs from the first module.
  const neededFunctions = new Set();
  for (const func of moved) {
    for (const name of namedIn(lines, func)) {
      if (!movedNames.has(name)) neededFunctions.add(name);
    }
  }
  const signatures = new Map();
  for (const line of lines) {
    const imported = /^ \(import "[^"]*" "[^"]*" \(func (\$[^\s()]+)(.*)\)\)$/.exec(line);
    if (imported) signatures.set(imported[1], imported[2].trim()); // written without names
  }
  for (const func of funcs) signatures.set(func.name, signature(func.header));

  // The first module: stubs in place of the moved bodies, a larger table, the exports.
  const slots = new Map(stubbed.map((func, index) => [func.name, firstSlot + index]));
  const primary = [...lines];
  for (const func of [...moved].reverse()) {
    const args = paramNames(func.header).map((name) => `(local.get ${name})`);
    const stub = slots.has(func.name)
      ? [
          func.header,
          '  (call $__deferred_ensure)',
          `  (call_indirect ${tableName} ${signatures.get(func.name)} ${args.join(' ')} (i32.const ${slots.get(func.name)}))`,
          ' )',
        ]
      : [];
    primary.splice(func.start, func.end - func.start + 1, ...stub);
  }
  primary[funcTable.line] = ` (table ${tableName} ${tableSize} ${tableSize} funcref)`;
  const exports = [
    ...[...neededFunctions].map((name) => ` (export "f:${name}" (func ${name}))`),
    ...globals.filter((global) => global.mutable).map((global) => ` (export "g:${global.name}" (global ${global.name}))`),
    ...tables.map((table) => ` (export "t:${table.name}" (table ${table.name}))`),
    ` (global $${NAMES.loadedGlobal} (mut i32) (i32.const 0))`,
    ` (export "${NAMES.loadedGlobal}" (global $${NAMES.loadedGlobal}))`,
    ' (func $__deferred_ensure',
    `  (if (i32.eqz (global.get $${NAMES.loadedGlobal})) (then (call $__deferred_load)))`,
    ' )',
  ];
  primary.splice(primary.lastIndexOf(')'), 0, ...exports); // before the module's closing ")"
  primary.splice(
    lastImport + 1,
    0,
    ` (import "${NAMES.loadModule}" "${NAMES.loadFunction}" (func $__deferred_load))`,
  );

  // The deferred module: the types, the first module's things as imports, the moved functions.
  const from = (name) => `(import "${NAMES.importModule}" "${name}"`;
  const deferred = ['(module'];
  deferred.push(...lines.filter((line) => line.startsWith(' (type ')));
  for (const name of neededFunctions) {
    deferred.push(` ${from(`f:${name}`)} (func ${name} ${signatures.get(name)}))`);
  }
  deferred.push(` ${from('memory')} (memory ${memory.name} ${memory.limits}))`);
  for (const table of tables) {
    deferred.push(` ${from(`t:${table.name}`)} (table ${table.name} ${table.initial} ${table.type}))`);
  }
  for (const global of globals.filter((each) => each.mutable)) {
    const type = /\(mut [^()]+\)/.exec(lines[global.line])[0];
    deferred.push(` ${from(`g:${global.name}`)} (global ${global.name} ${type}))`);
  }
  // Constants are copied, after the imports as the text format wants.
  deferred.push(...globals.filter((each) => !each.mutable).map((global) => lines[global.line]));
  deferred.push(` (elem (table ${tableName}) (i32.const ${firstSlot}) func ${stubbed.map((func) => func.name).join(' ')})`);
  for (const func of moved) deferred.push(...lines.slice(func.start, func.end + 1));
  deferred.push(')');

  return { primary: primary.join('\n'), deferred: deferred.join('\n'), moved: moved.length, stubs: stubbed.length };
}
