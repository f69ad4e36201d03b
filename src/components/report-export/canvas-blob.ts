/** The canvas encoded as `type`; rejects instead of resolving null when the browser cannot encode it. */
export function canvasBlob(
  canvas: HTMLCanvasElement,
  type: 'image/png' | 'image/jpeg',
  quality?: number,
): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`The canvas could not be encoded as ${type}.`))),
      type,
      quality,
    ),
  );
}
