/**
 * Reads an upload's multipart body as it streams in (busboy), taking only the parts its route names, each
 * once. The first part beyond those is refused at once (413) and the rest of the body is never read:
 * parsing a whole body of many thousand tiny parts into a form first held the event loop, and with it
 * every other request, for most of a second.
 */
import busboy from "busboy";
import type { Context } from "hono";
import type { AppEnv } from "../deps";
import { HttpError } from "../errors";
import { IMAGE_FILE_LIMIT, type FileLimit } from "./upload-limit";

/** The names of the parts a route takes: file parts, and text fields; and how large a file may be (an image's limit when not given). */
export interface MultipartParts {
  files: readonly string[];
  fields: readonly string[];
  limit?: FileLimit;
}

export type MultipartForm = Record<string, string | File>;

/** Every text field the uploads take is a short value (an id, a date and time, a map's credit). */
const FIELD_MAX_BYTES = 1024;
const MALFORMED = "Malformed multipart body";

function inWords(names: readonly string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function parserFor(type: string, parts: MultipartParts, names: readonly string[], limit: FileLimit) {
  try {
    return busboy({
      headers: { "content-type": type },
      limits: {
        // A field may carry a file's name (as text, answered by the route as a missing file).
        fields: names.length,
        files: parts.files.length,
        // A backstop: the parser reads no part header past one more than the route takes.
        parts: names.length + 1,
        // One byte over the limit is enough to know a file is too large.
        fileSize: limit.maxBytes + 1,
        fieldSize: FIELD_MAX_BYTES,
      },
    });
  } catch {
    throw new HttpError(400, MALFORMED);
  }
}

export async function readMultipart(c: Context<AppEnv>, parts: MultipartParts): Promise<MultipartForm> {
  const type = c.req.header("content-type") ?? "";
  const body = c.req.raw.body;
  if (!/^multipart\/form-data\s*;/i.test(type) || !body) throw new HttpError(400, MALFORMED);
  const names = [...parts.files, ...parts.fields];
  const limit = parts.limit ?? IMAGE_FILE_LIMIT;
  const parser = parserFor(type, parts, names, limit);
  const tooMany = new HttpError(413, `Too many parts: this upload takes only ${inWords(names)}`);
  const form: MultipartForm = {};
  const seen = new Set<string>();
  let refusal: HttpError | null = null;
  let settle!: { resolve: (form: MultipartForm) => void; reject: (error: HttpError) => void };
  const done = new Promise<MultipartForm>((resolve, reject) => (settle = { resolve, reject }));
  const refuse = (error: HttpError) => {
    if (refusal) return;
    refusal = error;
    parser.destroy();
    settle.reject(error);
  };
  const take = (name: string) => {
    if (!names.includes(name) || seen.has(name)) return false;
    seen.add(name);
    return true;
  };

  parser.on("field", (name, value, info) => {
    if (!take(name)) return refuse(tooMany);
    if (info.valueTruncated) return refuse(new HttpError(413, `${name}: too long`));
    form[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (!parts.files.includes(name) || !take(name)) {
      stream.resume();
      return refuse(tooMany);
    }
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(new Uint8Array(chunk.buffer as ArrayBuffer, chunk.byteOffset, chunk.byteLength)));
    stream.on("limit", () => refuse(new HttpError(413, limit.tooLarge)));
    // A file cut short ends the whole parse, which answers for it: the file's own error says nothing more.
    stream.on("error", () => undefined);
    stream.on("end", () => {
      form[name] = new File(chunks, info.filename ?? name, { type: info.mimeType });
    });
  });
  for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const) parser.on(limit, () => refuse(tooMany));
  parser.on("error", () => refuse(new HttpError(400, MALFORMED)));
  parser.on("close", () => {
    if (!refusal) settle.resolve(form);
  });

  // Fed by hand, one chunk at a time, so that a refusal stops the reading: the rest of the body is left
  // unread, and the 413 closes the connection (middleware/errors.ts).
  const reader = body.getReader();
  const feed = async () => {
    for (;;) {
      const { done: ended, value } = await reader.read();
      if (refusal) return;
      if (ended) break;
      if (!parser.write(value)) await new Promise((resolve) => parser.once("drain", resolve).once("close", resolve));
    }
    parser.end();
  };
  feed().catch(() => refuse(new HttpError(400, MALFORMED)));
  return done;
}
