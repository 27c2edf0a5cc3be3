"""Send N requests of a wrk script on one keep-alive connection, one after another.

    python3 scripts/http/drive.py URL LUA N [SESSION_ID]

For the instruction and system-call counts of scripts/bench-http.sh (METRIC=count): the
headers and the body are read from the lines of the wrk script (scripts/http/*.lua) that
scripts/bench-http.sh's curl check reads, so all three measure the same request. Each request
gets its own id (ids are unique within a session). Every answer must be 200 and carry the
echoed text without an error, or the script exits non-zero: a server that fails cannot give a
cheap count.
"""

import http.client
import re
import sys
import urllib.parse


def main() -> int:
    url, lua, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    session = sys.argv[4] if len(sys.argv) > 4 else None
    script = open(lua, encoding="utf-8").read()
    headers = dict(re.findall(r'^wrk\.headers\["([^"]*)"\] = "(.*)"$', script, re.M))
    (body,) = re.findall(r"^wrk\.body = '(.*)'$", script, re.M)
    if session:
        headers["Mcp-Session-Id"] = session
    before, after = re.match(r'^(.*?"id":)1(,.*)$', body).groups()
    target = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(target.hostname, target.port, timeout=60)
    for i in range(n):
        connection.request("POST", target.path, f"{before}{1000 + i}{after}", headers)
        answer = connection.getresponse()
        text = answer.read()
        if answer.status != 200 or b'"hello"' not in text or b'"isError":true' in text:
            print(f"drive.py: request {i} answered {answer.status}: {text[:300]!r}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
