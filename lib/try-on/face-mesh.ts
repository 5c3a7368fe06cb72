/**
 * Browser-only: loads MediaPipe Face Mesh from our own origin (FACE_MESH_BASE) and finds the
 * 478 landmarks of one face in an image, video frame or canvas. Only GET requests for the
 * model's files are made; the image never leaves the page.
 */
import type { FaceMesh as FaceMeshType, InputImage, NormalizedLandmark } from "@mediapipe/face_mesh";
import { FACE_MESH_BASE } from "./model";

type FaceMeshCtor = typeof FaceMeshType;

let script: Promise<FaceMeshCtor> | null = null;

// The package is a Closure-compiled script that defines a global; bundling it breaks that,
// so it is loaded as a plain script from our origin (CSP script-src 'self').
function loadScript(): Promise<FaceMeshCtor> {
  script ??= new Promise<FaceMeshCtor>((resolve, reject) => {
    const el = document.createElement("script");
    el.src = `${FACE_MESH_BASE}/face_mesh.js`;
    el.async = true;
    el.onload = () => {
      const ctor = (window as unknown as { FaceMesh?: FaceMeshCtor }).FaceMesh;
      if (ctor) resolve(ctor);
      else reject(new Error("face_mesh.js loaded without FaceMesh"));
    };
    el.onerror = () => reject(new Error("face_mesh.js failed to load"));
    document.head.appendChild(el);
  }).catch((e: unknown) => {
    script = null; // a failed load may be retried
    throw e;
  });
  return script;
}

export type FaceDetector = {
  /** The landmarks of the most prominent face, or null when there is none. */
  detect(image: InputImage): Promise<NormalizedLandmark[] | null>;
  /** Forget the tracked face (a new photo or a new camera stream). */
  reset(): void;
};

let detector: Promise<FaceDetector> | null = null;

export function loadFaceDetector(): Promise<FaceDetector> {
  detector ??= (async () => {
    const FaceMesh = await loadScript();
    const mesh = new FaceMesh({ locateFile: (file) => `${FACE_MESH_BASE}/${file}` });
    mesh.setOptions({ maxNumFaces: 1, refineLandmarks: true, minDetectionConfidence: 0.5, minTrackingConfidence: 0.5 });
    let latest: NormalizedLandmark[] | null = null;
    mesh.onResults((r) => {
      latest = r.multiFaceLandmarks?.[0] ?? null;
    });
    await mesh.initialize();
    // One frame at a time: send resolves after onResults has run for that frame.
    let queue: Promise<unknown> = Promise.resolve();
    return {
      detect(image: InputImage) {
        const run = queue.then(async () => {
          latest = null;
          await mesh.send({ image });
          return latest as NormalizedLandmark[] | null;
        });
        queue = run.catch(() => undefined);
        return run;
      },
      reset: () => mesh.reset(),
    };
  })().catch((e: unknown) => {
    detector = null;
    throw e;
  });
  return detector;
}
