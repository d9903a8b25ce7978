/**
 * QR codes from the camera: the browser's own BarcodeDetector where it reads QR codes (Android, macOS, ChromeOS),
 * otherwise the barcode-detector library (the same API over ZXing compiled to WebAssembly), its .wasm served by this
 * app rather than a CDN so the door works without the internet.
 */
export interface QrReader {
  read(source: HTMLVideoElement): Promise<string[]>;
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

async function nativeDetector(): Promise<DetectorLike | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native?.getSupportedFormats) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

async function libraryDetector(): Promise<DetectorLike> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

export async function createQrReader(): Promise<QrReader> {
  const detector = (await nativeDetector()) ?? (await libraryDetector());
  return {
    async read(source) {
      const found = await detector.detect(source);
      return found.map((b) => b.rawValue).filter(Boolean);
    },
  };
}
