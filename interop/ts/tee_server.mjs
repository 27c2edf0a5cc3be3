// Run an MCP stdio server, keeping a copy of every byte it writes.
//
//     node tee_server.mjs STDOUT_COPY STDERR_FILE COMMAND [ARGS...]
//
// The server reads this process's stdin directly. Each chunk it writes to stdout is appended
// to STDOUT_COPY, then passed on unchanged to this process's stdout (the client); its stderr
// (the log) goes to STDERR_FILE. This process exits with the server's exit code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const [outPath, errPath, command, ...args] = process.argv.slice(2);
const copy = fs.openSync(outPath, 'a');
const err = fs.openSync(errPath, 'a');
const child = spawn(command, args, { stdio: ['inherit', 'pipe', err] });
let clientGone = false;
process.stdout.on('error', () => {
    // Keep recording what the server writes even after the client left.
    clientGone = true;
});
child.stdout.on('data', (chunk) => {
    fs.writeSync(copy, chunk);
    if (!clientGone) process.stdout.write(chunk);
});
child.on('error', (e) => {
    fs.writeSync(err, `tee_server: cannot run ${command}: ${e.message}\n`);
    process.exit(127);
});
child.on('close', (code, signal) => {
    fs.closeSync(copy);
    fs.closeSync(err);
    process.exitCode = code ?? (signal ? 128 : 1);
});
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => child.kill(sig));
