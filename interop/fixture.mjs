// The files example's sandbox, shared by the TypeScript and real-client interop suites: what
// files::seed_demo_files writes, plus a file that is not UTF-8 (an internal I/O failure) and a
// symlink pointing out of the sandbox (a traversal).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The files example's read limit (examples/src/files.rs).
export const MAX_BYTES = 64 * 1024;

// Resolved: the server logs its canonical root, which must match the planted path.
export function createFixture(prefix) {
    const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
    const sandbox = path.join(root, 'sandbox');
    const outside = path.join(root, 'outside');
    fs.mkdirSync(path.join(sandbox, 'notes'), { recursive: true });
    fs.mkdirSync(outside);
    // As files::seed_demo_files writes them.
    fs.writeFileSync(path.join(sandbox, 'README.txt'), 'Quarterly numbers are in notes/q3.txt.\n');
    fs.writeFileSync(path.join(sandbox, 'notes', 'q3.txt'), 'revenue: 1.2M\ncosts: 0.9M\n');
    fs.writeFileSync(path.join(sandbox, 'big.log'), Buffer.alloc(MAX_BYTES + 1, 'x'));
    // Ours.
    fs.writeFileSync(path.join(sandbox, 'bin.dat'), Buffer.from([0xff, 0xfe, 0x00, 0x62, 0x69, 0x6e]));
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'OUTSIDE-SECRET-4f1c: not for the model\n');
    fs.symlinkSync(outside, path.join(sandbox, 'escape'), 'dir');
    return { root, sandbox, outside, listing: ['README.txt', 'big.log', 'bin.dat', 'escape', 'notes/'] };
}
