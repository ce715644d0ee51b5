/**
 * Real voices for a headless Chromium: Debian's speech-dispatcher (with espeak-ng) gives Chromium local
 * voices when it is started with `--enable-speech-dispatcher`, and an utterance only ends (its `end`
 * event) once its sound has somewhere to go. With no sound card that is a PulseAudio null sink.
 *
 * `startSpeechAudio()` starts a PulseAudio of its own in a private runtime directory (never the desktop's
 * sound, whoever runs it, root included), loads the null sink there unless it is already loaded and makes
 * it the default. The browser gets that directory as `XDG_RUNTIME_DIR`, so the speech-dispatcher it spawns
 * keeps its socket there and plays through that PulseAudio. A second call while it runs answers the same
 * one; `stop()` ends the speech-dispatcher and the PulseAudio it started and removes the directory.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const SPEECH_PACKAGES = ["speech-dispatcher", "speech-dispatcher-espeak-ng", "espeak-ng", "pulseaudio"];
/** What Chromium needs to list speech-dispatcher's voices. */
export const SPEECH_BROWSER_ARGS = ["--enable-speech-dispatcher"];
const SINK = "nullsink";
const READY_TIMEOUT_MS = 10_000;
const EXIT_TIMEOUT_MS = 3_000;

export interface SpeechAudio {
  /** What the browser's environment gets. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

let running: SpeechAudio | undefined;

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { env, encoding: "utf8", timeout: READY_TIMEOUT_MS });
  if (result.error && (result.error as NodeJS.ErrnoException).code === "ENOENT") {
    throw new Error(`${command} is missing: apt-get install ${SPEECH_PACKAGES.join(" ")}`);
  }
  return result;
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${READY_TIMEOUT_MS} ms`);
    await sleep(100);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Ends the process whose id a daemon wrote to `pidFile`, if it still runs: SIGTERM, then SIGKILL. */
async function endDaemon(pidFile: string): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + EXIT_TIMEOUT_MS;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  if (alive(pid)) process.kill(pid, "SIGKILL");
}

export async function startSpeechAudio(): Promise<SpeechAudio> {
  if (running) return running;
  if (!existsSync("/usr/lib/speech-dispatcher-modules/sd_espeak-ng")) {
    throw new Error(`speech-dispatcher's espeak-ng voices are missing: apt-get install ${SPEECH_PACKAGES.join(" ")}`);
  }
  const dir = mkdtempSync(join(tmpdir(), "speech-audio-"));
  chmodSync(dir, 0o700);
  const env = { ...process.env, XDG_RUNTIME_DIR: dir };
  const pactl = (...args: string[]) => run("pactl", args, env);
  // --disallow-exit: nothing in the session may ask it to quit; it stays until stop() ends it.
  const started = run("pulseaudio", ["--daemonize", "--exit-idle-time=-1", "--disallow-exit"], env);
  if (started.status !== 0) throw new Error(`pulseaudio did not start: ${started.stderr}`);
  await until(() => pactl("info").status === 0, "pulseaudio answering");
  if (!pactl("list", "short", "sinks").stdout.split("\n").some((line) => line.split("\t")[1] === SINK)) {
    pactl("load-module", "module-null-sink", `sink_name=${SINK}`);
  }
  pactl("set-default-sink", SINK);

  running = {
    env: { XDG_RUNTIME_DIR: dir },
    async stop() {
      running = undefined;
      await endDaemon(join(dir, "speech-dispatcher/pid/speech-dispatcher.pid"));
      await endDaemon(join(dir, "pulse/pid"));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return running;
}
