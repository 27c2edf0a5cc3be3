"""Async report fetcher: connection to the cache refused, wrapped in a domain error (t25-045).
Prints the real traceback (with 'During handling of the above exception') the tool returns."""
import asyncio
import socket
import sys
import traceback


class ReportUnavailable(Exception):
    pass


def closed_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


async def read_cached(report_id: str, port: int) -> bytes:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET {report_id}\r\n".encode())
    return await reader.readline()


async def get_report(report_id: str) -> bytes:
    try:
        return await read_cached(report_id, closed_port())
    except OSError as exc:
        raise ReportUnavailable(f"cache read failed for {report_id}")


async def main() -> None:
    await asyncio.gather(get_report(sys.argv[1]))


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except Exception:
        print(traceback.format_exc(), end="")
