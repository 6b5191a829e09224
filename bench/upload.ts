/**
 * Issue 9 point 21: the time to turn one 5 MB photo upload into its web sizes (what POST /api/media
 * does with an image before storing it), against a baseline measured in the same run on the same
 * file: decoding it and encoding it once again as JPEG, the least any image pipeline must do.
 */
import sharp from "sharp";

import { processImage } from "~/server/images.server";
import { UPLOAD_LIMITS } from "~/schemas/media";

export type UploadTiming = {
  inputBytes: number;
  inputWidth: number;
  inputHeight: number;
  runs: number;
  processMedianMs: number;
  processRunsMs: number[];
  baselineMedianMs: number;
  baselineRunsMs: number[];
  /** processing / baseline */
  ratio: number;
  sizes: { width: number; height: number; bytes: number }[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A 12-megapixel photo-like JPEG (smoothed noise) just under the 5 MB upload limit. */
async function fiveMegabytePhoto(): Promise<Buffer> {
  const pixels = sharp({
    create: { width: 4000, height: 3000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 50 } },
  }).blur(0.8);
  for (let quality = 95; quality > 50; quality -= 1) {
    const jpeg = await pixels.clone().jpeg({ quality }).toBuffer();
    if (jpeg.byteLength <= UPLOAD_LIMITS.image) return jpeg;
  }
  throw new Error("could not make a JPEG under the upload limit");
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function measureUploadProcessing(runs = 5): Promise<UploadTiming> {
  const photo = await fiveMegabytePhoto();
  const { width, height } = await sharp(photo).metadata();
  // One untimed round of each: libvips and the JIT warm up.
  const first = await processImage(photo);
  if (!first.ok) throw new Error(`the bench photo was refused: ${first.error}`);
  await sharp(photo).jpeg({ quality: 80 }).toBuffer();

  const processRunsMs: number[] = [];
  const baselineRunsMs: number[] = [];
  // Interleaved, so a slow moment of the machine lands on both.
  for (let i = 0; i < runs; i++) {
    baselineRunsMs.push(await timed(() => sharp(photo).jpeg({ quality: 80 }).toBuffer()));
    processRunsMs.push(await timed(() => processImage(photo)));
  }
  const processMedianMs = median(processRunsMs);
  const baselineMedianMs = median(baselineRunsMs);
  return {
    inputBytes: photo.byteLength,
    inputWidth: width,
    inputHeight: height,
    runs,
    processMedianMs,
    processRunsMs,
    baselineMedianMs,
    baselineRunsMs,
    ratio: processMedianMs / baselineMedianMs,
    sizes: first.sizes.map((s) => ({ width: s.width, height: s.height, bytes: s.data.byteLength })),
  };
}

export function printUploadTiming(timing: UploadTiming, heading: string) {
  const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);
  console.log(`\n${heading}`);
  console.log(
    `  input: ${timing.inputWidth}×${timing.inputHeight} JPEG, ${mb(timing.inputBytes)} MB; median of ${timing.runs} runs, in this process`,
  );
  console.log(`  decode + re-encode once (baseline): ${timing.baselineMedianMs.toFixed(0)} ms`);
  console.log(
    `  check + ${timing.sizes.length} WebP sizes (upload):    ${timing.processMedianMs.toFixed(0)} ms = ${timing.ratio.toFixed(2)}× the baseline`,
  );
  console.log(`  sizes: ${timing.sizes.map((s) => `${s.width}w ${(s.bytes / 1000).toFixed(0)} kB`).join(", ")}`);
}
