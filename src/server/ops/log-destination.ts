/**
 * Where the JSON log goes, without ever blocking the server. Node writes to a pipe synchronously
 * on Linux, so a log shipper that stops reading (or `npm start | less`) would stall every request
 * and, at exit, a final synchronous flush would wait forever. Instead:
 *
 * - stdout a pipe or socket: written through a non-blocking socket handle; while more than
 *   `maxBufferBytes` wait to be written, new lines are dropped and counted (`dropped()`), never queued;
 * - stdout a file or terminal: written directly (a file never stalls).
 *
 * `flush(ms)` waits at most `ms` for the buffered lines, so a shutdown always finishes.
 */
import { fstatSync, writeSync } from 'node:fs';
import { Socket } from 'node:net';

export type LogDestination = {
  write(line: string): void;
  /** Lines dropped because the reader did not keep up. */
  dropped(): number;
  /** Waits until buffered lines are written, or `timeoutMs` has passed. */
  flush(timeoutMs: number): Promise<void>;
};

const DEFAULT_MAX_BUFFER = 4 * 1024 * 1024;

export function logDestination(fd = 1, maxBufferBytes = DEFAULT_MAX_BUFFER): LogDestination {
  const st = fstatSync(fd);
  if (!st.isFIFO() && !st.isSocket()) return directDestination(fd);
  let dropped = 0;
  let broken = false;
  const out = new Socket({ fd, readable: false, writable: true });
  out.on('error', () => {
    broken = true; // EPIPE: nobody reads any more; count what follows as dropped
  });
  // the log must not keep a finished server alive
  out.unref();
  return {
    write(line) {
      if (broken || out.writableLength > maxBufferBytes) {
        dropped++;
        return;
      }
      out.write(line);
    },
    dropped: () => dropped,
    flush: async (timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      while (!broken && out.writableLength > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}

function directDestination(fd: number): LogDestination {
  let dropped = 0;
  return {
    write(line) {
      try {
        writeSync(fd, line);
      } catch {
        dropped++;
      }
    },
    dropped: () => dropped,
    flush: async () => {},
  };
}

let stdout: LogDestination | null = null;

/** The process's one stdout destination (two handles on one descriptor would fight over it). */
export function stdoutLog(maxBufferBytes = DEFAULT_MAX_BUFFER): LogDestination {
  stdout ??= logDestination(1, maxBufferBytes);
  return stdout;
}

/** For apps built without a logger (tests). */
export const silentLog: LogDestination = { write: () => {}, dropped: () => 0, flush: async () => {} };
