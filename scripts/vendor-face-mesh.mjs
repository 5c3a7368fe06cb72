/**
 * Copies the face-landmark model (@mediapipe/face_mesh: script, WebAssembly, packed tflite
 * model) from node_modules into public/vendor/face-mesh/<version>/, so the try-on loads it
 * from our own origin and never from a CDN. Run by predev/prebuild; the copy is git-ignored.
 * A copy rather than a route handler: Next serves public/ files itself with the right
 * content types (application/wasm for streaming compilation) and no server code per request.
 *
 * The package's Emscripten glue builds three embind helpers with `new Function`, which our CSP
 * forbids (script-src has 'wasm-unsafe-eval' but no 'unsafe-eval'). They are swapped for
 * Emscripten's own eval-free forms (its DYNAMIC_EXECUTION=0 code, same behaviour); the script
 * stops if the package no longer has exactly what it expects.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// fileURLToPath, not import.meta.dirname: the engines field allows Node 20.9, which lacks it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkgDir = path.join(root, "node_modules/@mediapipe/face_mesh");
const { version } = JSON.parse(readFileSync(path.join(pkgDir, "package.json"), "utf8"));
const outRoot = path.join(root, "public/vendor/face-mesh");
const out = path.join(outRoot, version);
// Runtime files only; empty files are placeholders the loader never asks for.
const files = readdirSync(pkgDir).filter((f) => /\.(js|wasm|data|binarypb)$/.test(f) && statSync(path.join(pkgDir, f)).size > 0);

/** [start of the function, end of it, eval-free replacement] */
const PATCHES = [
  [
    "function createNamedFunction(name,body){",
    ")(body)}",
    `function createNamedFunction(name,body){name=makeLegalFunctionName(name);var f=function(){return body.apply(this,arguments)};Object.defineProperty(f,"name",{value:name});return f}`,
  ],
  [
    "function craftInvokerFunction(humanName,argTypes,classType,cppInvokerFunc,cppTargetFunc){",
    "var invokerFunction=new_(Function,args1).apply(null,args2);return invokerFunction}",
    `function craftInvokerFunction(humanName,argTypes,classType,cppInvokerFunc,cppTargetFunc){var argCount=argTypes.length;if(argCount<2){throwBindingError("argTypes array size mismatch! Must at least get return value and 'this' types!")}var isClassMethodFunc=argTypes[1]!==null&&classType!==null;var needsDestructorStack=false;for(var i=1;i<argTypes.length;++i){if(argTypes[i]!==null&&argTypes[i].destructorFunction===undefined){needsDestructorStack=true;break}}var returns=argTypes[0].name!=="void";var expected=argCount-2;return function(){if(arguments.length!==expected){throwBindingError("function "+humanName+" called with "+arguments.length+" arguments, expected "+expected+" args!")}var destructors=needsDestructorStack?[]:null;var wired=[];var thisWired;if(isClassMethodFunc){thisWired=argTypes[1].toWireType(destructors,this);wired.push(thisWired)}for(var i=0;i<expected;++i){wired.push(argTypes[i+2].toWireType(destructors,arguments[i]))}var rv=cppInvokerFunc.apply(null,[cppTargetFunc].concat(wired));if(needsDestructorStack){runDestructors(destructors)}else{for(var i=isClassMethodFunc?1:2;i<argTypes.length;++i){if(argTypes[i].destructorFunction!==null){argTypes[i].destructorFunction(i===1?thisWired:wired[isClassMethodFunc?i-1:i-2])}}}if(returns){return argTypes[0].fromWireType(rv)}}}`,
  ],
  [
    "function __emval_get_method_caller(argCount,argTypes){",
    "var invokerFunction=new_(Function,params).apply(null,args);return __emval_addMethodCaller(invokerFunction)}",
    `function __emval_get_method_caller(argCount,argTypes){var types=__emval_lookupTypes(argCount,argTypes);var retType=types[0];var invokerFunction=function(handle,name,destructors,args){var a=[];var offset=0;for(var i=0;i<argCount-1;++i){a.push(types[i+1].readValueFromPointer(args+offset));offset+=types[i+1]["argPackAdvance"]}var rv=handle[name].apply(handle,a);for(var i=0;i<argCount-1;++i){if(types[i+1]["deleteObject"]){types[i+1].deleteObject(a[i])}}if(!retType.isVoid){return retType.toWireType(destructors,rv)}};return __emval_addMethodCaller(invokerFunction)}`,
  ],
];

function withoutEval(file, source) {
  let s = source;
  for (const [start, end, replacement] of PATCHES) {
    const i = s.indexOf(start);
    if (i < 0 || s.indexOf(start, i + 1) >= 0) throw new Error(`${file}: expected one ${start}`);
    const j = s.indexOf(end, i);
    if (j < 0) throw new Error(`${file}: end of ${start} not found`);
    s = s.slice(0, i) + replacement + s.slice(j + end.length);
  }
  if (/new Function|new_\(Function|\beval\(/.test(s)) throw new Error(`${file}: dynamic code is still there`);
  return s;
}

mkdirSync(out, { recursive: true });
for (const old of readdirSync(outRoot)) if (old !== version) rmSync(path.join(outRoot, old), { recursive: true, force: true });
let copied = 0;
for (const f of files) {
  const from = path.join(pkgDir, f), to = path.join(out, f);
  if (f.endsWith("_wasm_bin.js")) {
    writeFileSync(to, withoutEval(f, readFileSync(from, "utf8")));
    copied++;
    continue;
  }
  if (existsSync(to) && statSync(to).size === statSync(from).size) continue;
  copyFileSync(from, to);
  copied++;
}
console.log(`face-mesh ${version}: ${files.length} files in public/vendor/face-mesh (${copied} written, embind helpers without eval)`);
