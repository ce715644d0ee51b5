/** Helpers for the admin content screens' tests (imported only by tests). */
import { vi } from "vitest";
import { useAuth } from "../../stores/auth";
import { useToasts } from "../../stores/toasts";
import { adminUser } from "../accounts";
import { freshDeviceEachTest } from "../fresh-device";

export { resetDevice, stubFetch } from "../device";
export { seriousViolations } from "../axe";

export const ADMIN = adminUser(9, "Grace Admin", "grace@example.com");

export function signInAdmin() {
  useAuth.setState({ user: ADMIN, token: "admin-token", adminUser: ADMIN, adminToken: "admin-token", loading: false });
}

/** Every test of the calling file starts on an empty device with the admin signed in (freshDeviceEachTest). */
export const withSignedInAdmin = () => freshDeviceEachTest(signInAdmin);

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Answer = unknown | ((body: unknown, url: URL) => Response | unknown);

/** A fake API route: `method /api{path}` answers JSON (a function gets the parsed request body). */
export function route(method: Method, path: string, answer: Answer, status = 200) {
  return async (url: URL, init?: RequestInit) => {
    if (url.pathname !== `/api${path}` || (init?.method ?? "GET") !== method) return undefined;
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const value = typeof answer === "function" ? (answer as (b: unknown, u: URL) => unknown)(body, url) : answer;
    return value instanceof Response ? value : Response.json(value, { status });
  };
}

/** The calls a fetch stub received for `method /api{path}`, with their JSON bodies and headers. */
export function callsTo(fetchMock: ReturnType<typeof vi.fn>, method: Method, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), "http://localhost/"), init: init as RequestInit | undefined }))
    .filter(({ url, init }) => url.pathname === `/api${path}` && (init?.method ?? "GET") === method)
    .map(({ url, init }) => ({
      url,
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}

export const shownToast = () => {
  const toast = useToasts.getState().toast;
  return toast && { title: toast.title, description: toast.description, variant: toast.variant };
};


/** A stand-in XMLHttpRequest for uploads: the test drives progress and the answer. */
export class FakeUpload {
  static last: FakeUpload | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

export function stubUploads() {
  FakeUpload.last = null;
  vi.stubGlobal("XMLHttpRequest", FakeUpload);
}
