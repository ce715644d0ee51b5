import { Blob as NodeBlob } from "node:buffer";
import jpeg from "jpeg-js";
import { describe, expect, it } from "vitest";
import { NotAPhotoError } from "./not-a-photo-error";
import { bytesOf } from "../testing/photos/photo-bytes";
import { cameraJpeg, exifLatitude, jpegJsCodec } from "../testing/photos/camera";
import type { PhotoCodec } from "./photo-encode";
import { createPhotoEncoder, type PhotoWorkerPort } from "./photo-encoder";
import { runPhotoJob, type PhotoJob, type PhotoJobAnswer } from "./photo-job";

const blob = (bytes: Uint8Array | string, type = "") => new NodeBlob([bytes], { type }) as unknown as Blob;
const camera = () => blob(cameraJpeg(1700, 850), "image/jpeg");

/** An engine that can draw in a worker. */
const canDraw = { Worker: class {}, createImageBitmap: async () => ({}), OffscreenCanvas: Object.assign(class { getContext = () => ({}); }, {}) };
Object.assign(canDraw.OffscreenCanvas.prototype, { convertToBlob: async () => new Blob() });

/**
 * The photo worker without a thread: each job runs photo-worker.ts's handler (runPhotoJob) with a real
 * JPEG codec. `canEncode: false` is a worker that cannot draw; `failsToLoad` fires "error" as a worker
 * whose script could not be fetched does; `held` keeps the answers until `release` sends them.
 */
class StandInWorker implements PhotoWorkerPort {
  readonly jobs: PhotoJob[] = [];
  terminated = false;
  private readonly listeners = new Map<string, ((event: never) => void)[]>();
  private readonly answers: PhotoJobAnswer[] = [];

  constructor(private readonly options: { canEncode?: boolean; failsToLoad?: boolean; held?: boolean } = {}) {}

  addEventListener(type: string, listener: (event: never) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  postMessage(job: PhotoJob): void {
    this.jobs.push(job);
    if (this.options.failsToLoad) return void setTimeout(() => this.emit("error", new Event("error")));
    void runPhotoJob(job, jpegJsCodec(), this.options.canEncode ?? true).then((answer) => {
      if (this.options.held) this.answers.push(answer);
      else this.emit("message", { data: answer });
    });
  }

  /** Sends the held answers, last job first. */
  async release(count: number): Promise<void> {
    while (this.answers.length < count) await new Promise((r) => setTimeout(r, 10));
    for (const answer of this.answers.reverse()) this.emit("message", { data: answer });
  }

  terminate(): void {
    this.terminated = true;
  }

  private emit(type: string, event: unknown): void {
    if (this.terminated) return;
    for (const listener of this.listeners.get(type) ?? []) listener(event as never);
  }
}

/** The main thread's codec, counting what it was asked to do. */
function mainThread(): PhotoCodec & { decoded: number } {
  const codec = jpegJsCodec();
  const counted = { ...codec, decoded: 0, decode: (file: Blob) => (counted.decoded++, codec.decode(file)) };
  return counted;
}

function encoderWith(workers: StandInWorker[], scope: object = canDraw, idleMs?: number) {
  const main = mainThread();
  const started: StandInWorker[] = [];
  const encoder = createPhotoEncoder({
    scope,
    idleMs,
    mainThreadCodec: main,
    startWorker: () => {
      const next = workers[started.length];
      if (!next) throw new Error("no more workers");
      started.push(next);
      return next;
    },
  });
  return { encoder, main, started };
}

async function expectKeptPhoto(result: { blob: Blob; width: number; height: number }) {
  expect(result).toMatchObject({ width: 1600, height: 800 });
  const bytes = await bytesOf(result.blob);
  expect(exifLatitude(bytes)).toBeNull();
  expect(jpeg.decode(bytes).width).toBe(1600);
}

describe("a photo taken where the engine can draw in a worker", () => {
  it("is decoded, scaled and encoded in the worker: the main thread's codec never runs", async () => {
    const worker = new StandInWorker();
    const { encoder, main } = encoderWith([worker]);
    const file = camera();
    expect(encoder.path()).toBe("worker");
    await expectKeptPhoto(await encoder.encode(file));
    expect(main.decoded).toBe(0);
    // The camera's file itself goes to the worker, as a Blob the page never reads.
    expect(worker.jobs).toEqual([{ id: 1, file }]);
  });

  it("shares one worker between photos, each answer going to its own photo even when they come back out of order", async () => {
    const worker = new StandInWorker({ held: true });
    const { encoder, started } = encoderWith([worker]);
    const small = blob(cameraJpeg(800, 400), "image/jpeg");
    const both = Promise.all([encoder.encode(camera()), encoder.encode(small)]);
    await worker.release(2);
    const [big, little] = await both;
    expect([big.width, little.width]).toEqual([1600, 800]);
    expect(started).toHaveLength(1);
    expect(worker.jobs.map((job) => job.id)).toEqual([1, 2]);
  });

  it("lets an idle worker go, and starts a new one for the next photo", async () => {
    const first = new StandInWorker();
    const second = new StandInWorker();
    const { encoder, started } = encoderWith([first, second], canDraw, 20);
    await encoder.encode(camera());
    expect(first.terminated).toBe(false);
    await new Promise((r) => setTimeout(r, 60));
    expect(first.terminated).toBe(true);
    await expectKeptPhoto(await encoder.encode(camera()));
    expect(started).toEqual([first, second]);
  });

  it("refuses a file that is not a picture with NotAPhotoError, without trying it again on the main thread", async () => {
    const { encoder, main } = encoderWith([new StandInWorker()]);
    await expect(encoder.encode(blob("Dear diary", "text/plain"))).rejects.toBeInstanceOf(NotAPhotoError);
    expect(main.decoded).toBe(0);
    expect(encoder.path()).toBe("worker");
  });
});

describe("falling back to the main thread", () => {
  it("starts no worker where the engine cannot draw in one", async () => {
    const { encoder, main, started } = encoderWith([new StandInWorker()], { ...canDraw, OffscreenCanvas: undefined });
    expect(encoder.path()).toBe("main-thread");
    await expectKeptPhoto(await encoder.encode(camera()));
    expect(started).toEqual([]);
    expect(main.decoded).toBe(1);
  });

  it("when the worker says it cannot draw: that photo and every later one are encoded on the main thread, and the worker is let go", async () => {
    const worker = new StandInWorker({ canEncode: false });
    const { encoder, main, started } = encoderWith([worker, new StandInWorker()]);
    await expectKeptPhoto(await encoder.encode(camera()));
    expect(worker.terminated).toBe(true);
    expect(encoder.path()).toBe("main-thread");
    await expectKeptPhoto(await encoder.encode(camera()));
    expect(started).toEqual([worker]);
    expect(main.decoded).toBe(2);
  });

  it("when the worker's script cannot load, the photos waiting on it are encoded on the main thread", async () => {
    const worker = new StandInWorker({ failsToLoad: true });
    const { encoder, main } = encoderWith([worker]);
    const [one, two] = await Promise.all([encoder.encode(camera()), encoder.encode(camera())]);
    await expectKeptPhoto(one);
    await expectKeptPhoto(two);
    expect(main.decoded).toBe(2);
    expect(worker.terminated).toBe(true);
    expect(encoder.path()).toBe("main-thread");
  });

  it("when a Worker cannot even be made, the photo is encoded on the main thread", async () => {
    const { encoder, main } = encoderWith([]);
    await expectKeptPhoto(await encoder.encode(camera()));
    expect(main.decoded).toBe(1);
  });
});
