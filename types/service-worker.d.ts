// The list of the build's files, written into dist/sw.js in place of this
// name by scripts/postbuild.mjs.
declare const __FILES__: string[];
