import { setPriority } from 'node:os';

/**
 * The nice value of the threads that read uploaded files. At the same priority, with two cores and the parse,
 * the database and the event loop all wanting one, the event loop waited for a core for up to ~12 ms at a time
 * during an upload; a lower priority gives it the core as soon as it wakes, and the parse still has every core
 * nothing else wants (decision 172). Not lower: a server busy with other processes would read files far slower.
 */
const BULK_WORK_NICE = 5;

/**
 * Lowers the calling thread's priority. On Linux a nice value belongs to a thread (the event loop's stays as it
 * is); elsewhere it is the whole process's, so the call is left out there.
 */
export function lowerThisThreadForBulkWork(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(0, BULK_WORK_NICE);
  } catch {
    // A container may refuse it; the thread then works at the usual priority.
  }
}
