import fs from 'node:fs';
import os from 'node:os';

/**
 * Where the test servers keep their SQLite files: in memory where the machine has a tmpfs, since on
 * a disk every commit waits for it (half of a fresh app's start goes to its migrations' commits).
 */
export const TEST_DATA_ROOT = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
