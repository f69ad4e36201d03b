import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SmallDisk {
  /** Where the tmpfs is mounted. */
  readonly dir: string;
  /** Writes a filler file until the disk refuses (ENOSPC); returns its size in bytes. */
  fill(): number;
  /** Deletes the filler file. */
  free(): void;
  unmount(): void;
}

/**
 * A tmpfs of `sizeMb` mounted in a fresh temporary folder, to run out of disk space on purpose. Mounting needs
 * root (the fault suite runs as root locally and in CI); without it this throws a message that says so.
 */
export function mountSmallDisk(sizeMb: number): SmallDisk {
  const dir = mkdtempSync(path.join(tmpdir(), 'booster-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    const detail = (err as { stderr?: Buffer }).stderr?.toString().trim() || String(err);
    throw new Error(
      `The disk-full tests mount a ${sizeMb} MB tmpfs and need root (mount failed: ${detail}). Run the fault suite as root.`,
    );
  }
  const filler = path.join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      let written = 0;
      try {
        // Large blocks first, then small ones for the last pages.
        for (const size of [1 << 20, 4096]) {
          const block = Buffer.alloc(size, 1);
          try {
            for (;;) written += writeSync(fd, block);
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
          }
        }
      } finally {
        closeSync(fd);
      }
      return written;
    },
    free() {
      rmSync(filler, { force: true });
    },
    unmount() {
      // Lazy: a server that is still exiting may hold files open for a moment.
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A folder on the small disk (created). */
export function folderOn(disk: SmallDisk, name: string): string {
  const dir = path.join(disk.dir, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}
