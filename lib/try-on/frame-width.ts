/** End pieces (the frame's outer edges beyond each lens), both sides together. */
export const END_PIECES_MM = 12;
/** The spec's default size when a product has no measurements: lens 57, bridge 18. */
export const DEFAULT_LENS_MM = 57;
export const DEFAULT_BRIDGE_MM = 18;

/**
 * Total width of the frame's front in millimetres: two lenses, the bridge and the end pieces.
 * Same formula as lib/catalog/fit.ts (being written on the fit branch); point this at it when merging.
 */
export function frameWidthMm(p: { lens_width: number | null; bridge_width: number | null }): number {
  const lens = p.lens_width && p.lens_width > 0 ? p.lens_width : DEFAULT_LENS_MM;
  const bridge = p.bridge_width !== null && p.bridge_width >= 0 && p.lens_width ? p.bridge_width : DEFAULT_BRIDGE_MM;
  return lens * 2 + bridge + END_PIECES_MM;
}
