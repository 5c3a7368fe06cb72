/**
 * Where the face-landmark model is served from: the files of @mediapipe/face_mesh, copied
 * from node_modules into public/ by scripts/vendor-face-mesh.mjs (predev/prebuild). The
 * version is in the path so the files can be cached for a year (next.config.ts).
 */
export const FACE_MESH_VERSION = "0.4.1633559619";
export const FACE_MESH_BASE = `/vendor/face-mesh/${FACE_MESH_VERSION}`;
export const FACE_MESH_FILES = [
  "face_mesh.js",
  "face_mesh.binarypb",
  "face_mesh_solution_packed_assets.data",
  "face_mesh_solution_packed_assets_loader.js",
  "face_mesh_solution_simd_wasm_bin.js",
  "face_mesh_solution_simd_wasm_bin.wasm",
  "face_mesh_solution_wasm_bin.js",
  "face_mesh_solution_wasm_bin.wasm",
] as const;
