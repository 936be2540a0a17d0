// An esbuild plugin for the loader target of build.mjs: penpal 7 (the RPC of DESIGN §4) without what the loader never
// runs, which keeps /loader.js inside DESIGN §3's 12 KB gzip with 1 KB free. Penpal ships one ESM file, which
// esbuild already tree-shakes (the worker and port messengers, debug() and ErrorCode are gone). What stays is
// trimmed here of eight things, each measured on the loader's gzip (level 9): 12,212 → 11,090 bytes for the first
// four; the next four took 237 more:
//   1. debug logging: every `log?.(…)` call. connect() is never given a `log`, so each is a no-op whose message
//      strings still ship (−299 bytes).
//   2. translation for children on penpal 6 and older: the loader's only child is the widget, on penpal 7
//      (widget/platform/bridge/connectToHost.ts) (−371 bytes).
//   3. call options and replies with transferables (CallOptions, Reply): the loader calls navigate(path) and
//      getState(), and its methods return plain values (−202 bytes).
//   4. `#private` fields, which es2017 lacks: esbuild lowers each to a WeakMap and helper calls. They become
//      properties named `_penpal_…`, which build.mjs mangles (PENPAL_PRIVATE) (−250 bytes).
//   5. the connection and call timeouts: the loader sets neither (−82 bytes).
//   6. connect()'s checks of the messenger it is given: the loader makes a new WindowMessenger for each (−55 bytes).
//   7. class fields declared without a value, each lowered to a call that stores undefined (−13 bytes).
//   8. the one object spread left, lowered to a helper (with symbol copying); Object.assign instead (−87 bytes).
// Everything else runs as penpal wrote it: the handshake, its origin checks, calls, replies, errors, destroy. Each
// edit must find exactly the text it was written for, or the build fails: a penpal release that moves it is read
// again rather than patched blind.
import { readFileSync } from 'node:fs';

/** The properties that were penpal's `#private` fields: only they match, so build.mjs may mangle them. */
export const PENPAL_PRIVATE = /^_penpal_/;

/** [what penpal.mjs says, what the loader's copy says instead], for trims 2 and 3. */
const EDITS = [
  // 2. WindowMessenger's three uses of the old-protocol translation, as they run for a penpal 7 child.
  [
    `    if (isDeprecatedMessage(data)) {
      this.#log?.(
        "Please upgrade the child window to the latest version of Penpal."
      );
      this.#isChildUsingDeprecatedProtocol = true;
      try {
        data = upgradeMessage(data);
      } catch (error) {
        this.#log?.(
          \`Failed to translate deprecated message: \${error.message}\`
        );
        return;
      }
    }
`,
    '',
  ],
  [
    `    if (isAck1Message(message) || // If the child is using a previous version of Penpal, we need to
    // downgrade the message and send it through the window rather than
    // the port because older versions of Penpal don't use MessagePorts.
    this.#isChildUsingDeprecatedProtocol) {
      const payload = this.#isChildUsingDeprecatedProtocol ? downgradeMessage(message) : message;`,
    `    if (isAck1Message(message)) {
      const payload = message;`,
  ],
  [
    `    if (isAck2Message(data) && // Previous versions of Penpal don't use MessagePorts and do all
    // communication through the window.
    !this.#isChildUsingDeprecatedProtocol) {`,
    '    if (isAck2Message(data)) {',
  ],
  // 3. A method's answer is sent as it is; a call's arguments are all arguments, with no timeout or transferables.
  [
    `      if (value instanceof Reply_default) {
        transferables = value.transferables;
        value = await value.value;
      }
`,
    '',
  ],
  [
    `    const lastArg = args[args.length - 1];
    const lastArgIsOptions = lastArg instanceof CallOptions_default;
    const { timeout, transferables } = lastArgIsOptions ? lastArg : {};
    const argsWithoutOptions = lastArgIsOptions ? args.slice(0, -1) : args;
`,
    `    const timeout = void 0, transferables = void 0, argsWithoutOptions = args;
`,
  ],
  // 5. Timeouts: connect() is never given one, and trim 3 leaves a call none, so neither timer is ever set.
  [
    `      const timeoutId = timeout !== void 0 ? window.setTimeout(() => {
        replyHandlers.delete(callId);
        reject(
          new PenpalError_default(
            "METHOD_CALL_TIMEOUT",
            \`Method call \${formatMethodPath(
              methodPath
            )}() timed out after \${timeout}ms\`
          )
        );
      }, timeout) : void 0;
`,
    `      const timeoutId = void 0;
`,
  ],
  [
    `  const timeoutId = timeout !== void 0 ? setTimeout(() => {
    reject(
      new PenpalError_default(
        "CONNECTION_TIMEOUT",
        \`Connection timed out after \${timeout}ms\`
      )
    );
  }, timeout) : void 0;
`,
    `  const timeoutId = void 0;
`,
  ],
  // 6. connect()'s checks of its messenger: the loader makes a new WindowMessenger for every connect() call.
  [
    `  if (!messenger) {
    throw new PenpalError_default("INVALID_ARGUMENT", "messenger must be defined");
  }
  if (usedMessengers.has(messenger)) {
    throw new PenpalError_default(
      "INVALID_ARGUMENT",
      "A messenger can only be used for a single connection"
    );
  }
  usedMessengers.add(messenger);
`,
    '',
  ],
  // 8. The one object spread left: es2017 lowers it to a helper that copies symbols too; Object.assign does the same here.
  [
    `var createErrorReplyMessage = (channel, callId, error) => ({
  namespace: namespace_default,
  channel,
  type: "REPLY",
  callId,
  isError: true,
  ...error instanceof Error ? { value: serializeError(error), isSerializedErrorInstance: true } : { value: error }
});`,
    `var createErrorReplyMessage = (channel, callId, error) => Object.assign(
  { namespace: namespace_default, channel, type: "REPLY", callId, isError: true },
  error instanceof Error ? { value: serializeError(error), isSerializedErrorInstance: true } : { value: error }
);`,
  ],
];

// 1. A whole statement `log?.(…);` or `this.#log?.(…);`, on one line or several.
const LOG_CALL = /^[ \t]*(?:this\.#)?log\?\.\([\s\S]*?\);\n/gm;
// 7. A class field declared without a value (`  #port;`, `  code;`): es2017 lowers each to a defineProperty call that
//    stores undefined, and penpal assigns every one before it reads it or reads it as possibly undefined.
const FIELD_WITHOUT_VALUE = /^ {2}#?(?!return;|break;|continue;)[A-Za-z_$][\w$]*;\n/gm;
// 4. A private name where penpal writes one: `this.#name`, or a field declared at the start of a line.
const PRIVATE_NAME = /(?<=this\.|^[ \t]*)#(?=[A-Za-z_$])/gm;

/** penpal.mjs's text with the trims applied; throws when it is not the text they were written for. */
export function trimPenpalSource(source) {
  let code = source;
  for (const [from, to] of EDITS) {
    if (code.split(from).length !== 2) throw new Error(`trimPenpal: penpal.mjs no longer reads ${JSON.stringify(from.slice(0, 70))}…`);
    code = code.replace(from, () => to);
  }
  code = code.replace(LOG_CALL, (call) => {
    if (!isOneCall(call)) throw new Error(`trimPenpal: cannot tell where ${JSON.stringify(call)} ends`);
    return '';
  });
  code = code.replace(FIELD_WITHOUT_VALUE, '');
  code = code.replace(PRIVATE_NAME, '_penpal_');
  if (/log\?\.\(|[^/]#[A-Za-z]/.test(code)) throw new Error('trimPenpal: penpal.mjs has a log call or a #name written in a way it does not know');
  return code;
}

/** Whether the parenthesis `log?.(` opens closes only at the end of the statement, so nothing else is removed. */
function isOneCall(statement) {
  const body = statement.trimEnd().replace(/;$/, '');
  let depth = 0;
  for (let i = body.indexOf('('); i < body.length; i += 1) {
    if (body[i] === '(') depth += 1;
    else if (body[i] === ')') depth -= 1;
    if (depth === 0) return i === body.length - 1;
  }
  return false;
}

/** The esbuild plugin: penpal's ESM build, trimmed. */
export function trimPenpal() {
  return {
    name: 'trim-penpal',
    setup(build) {
      build.onLoad({ filter: /[\\/]penpal[\\/]dist[\\/]penpal\.mjs$/ }, (args) => ({
        contents: trimPenpalSource(readFileSync(args.path, 'utf8')),
        loader: 'js',
      }));
    },
  };
}
