// cargo-lambda's emulator of the AWS Lambda Runtime API and Function URLs, started on a free
// port: what the interop part `lambda` (interop/clients/lambda.mjs) and the cold-start
// benchmark (bench/lambda/coldstart.mjs) both run their functions under. No dependency beyond
// Node's own modules, so the benchmark stands alone outside the interop harness.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A TCP port on loopback nobody listens on now. */
export async function freePort() {
    const server = net.createServer();
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address();
    await new Promise((r) => server.close(r));
    return port;
}

/** Waits until `file` holds `pattern` (or `child` exits, or `ms` pass); returns the match. */
export async function waitFor(file, pattern, child, what, ms = 60_000) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
        const m = fs.readFileSync(file, 'utf8').match(pattern);
        if (m) return m;
        if (child.exitCode !== null) break;
        await sleep(100);
    }
    throw new Error(`${what}:\n${fs.readFileSync(file, 'utf8').slice(-3000)}`);
}

/**
 * `cargo lambda watch --only-lambda-apis` (`CARGO_LAMBDA` names the binary), its output in
 * `log`, run in `cwd` with `env` added: its Function URL for `/mcp`, the `AWS_LAMBDA_*`
 * environment it tells a function to run with, and a way to stop it.
 */
export async function startEmulator({ log, cwd, env = {} }) {
    const port = await freePort();
    const fd = fs.openSync(log, 'w');
    const child = spawn(process.env.CARGO_LAMBDA, ['lambda', 'watch', '--only-lambda-apis', '--disable-cors', '-A', '127.0.0.1', '-P', String(port)], {
        cwd, stdio: ['ignore', fd, fd], env: { ...process.env, ...env, NO_COLOR: '1' },
    });
    fs.closeSync(fd);
    await waitFor(log, /starting Runtime server/, child, 'the emulator did not start');
    const lambdaEnv = {};
    for (const [, k, v] of fs.readFileSync(log, 'utf8').matchAll(/\b(AWS_LAMBDA_[A-Z_]+)=(\S+)/g)) lambdaEnv[k] = v;
    if (!lambdaEnv.AWS_LAMBDA_RUNTIME_API || !lambdaEnv.AWS_LAMBDA_FUNCTION_NAME) {
        throw new Error(`the emulator named no function environment: ${JSON.stringify(lambdaEnv)}`);
    }
    return {
        child,
        env: lambdaEnv,
        url: `http://127.0.0.1:${port}/lambda-url/${lambdaEnv.AWS_LAMBDA_FUNCTION_NAME}/mcp`,
        stop: () => child.kill('SIGTERM'),
    };
}
