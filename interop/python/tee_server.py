"""Run an MCP stdio server, keeping a copy of every byte it writes.

    python tee_server.py STDOUT_COPY STDERR_FILE COMMAND [ARGS...]

The server reads this process's stdin directly. Each chunk it writes to stdout is appended
to STDOUT_COPY, then passed on unchanged to this process's stdout (the client); its stderr
(the log) goes to STDERR_FILE. This process exits with the server's exit code.
"""

import os
import signal
import subprocess
import sys


def write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]


def main() -> int:
    out_path, err_path, *command = sys.argv[1:]
    with open(out_path, "ab", buffering=0) as copy, open(err_path, "ab", buffering=0) as err:
        child = subprocess.Popen(command, stdin=None, stdout=subprocess.PIPE, stderr=err)
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda s, _f: child.send_signal(s))
        client_gone = False
        fd = child.stdout.fileno()
        while True:
            try:
                chunk = os.read(fd, 65536)
            except InterruptedError:
                continue
            if not chunk:
                break
            copy.write(chunk)
            if not client_gone:
                try:
                    write_all(1, chunk)
                except (BrokenPipeError, OSError):
                    # Keep recording what the server writes even after the client left.
                    client_gone = True
        return child.wait()


if __name__ == "__main__":
    sys.exit(main())
