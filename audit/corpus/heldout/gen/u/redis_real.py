"""Real Redis 7.0 (Debian redis-server) replies read through redis-py, for batch U.
Needs a throwaway redis-server on 127.0.0.1:56379 (see gen/README.md). Writes gen/out/redis_real.json.
"""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import canary, save
import redis

PB = "Redis 7.0.15 (Debian redis-server) via redis-py " + redis.__version__
out = {}
admin = redis.Redis(host="127.0.0.1", port=56379)
admin.acl_setuser("mcp-reader", enabled=True, passwords=["+reader-pass"], keys=["cache:*"], commands=["+get", "+mget", "+scan", "+type"], reset=True)
admin.set("cache:session:42", "x")
admin.lpush("cache:recent", "a")
admin.set("billing:plan:acme", "gold")

ro = redis.Redis(host="127.0.0.1", port=56379, username="mcp-reader", password="reader-pass")
try:
    ro.delete("cache:session:42")
except redis.RedisError as e:
    out["redis_noperm_cmd"] = {"text": f"{type(e).__name__}: {e}", "produced_by": PB}
try:
    ro.get("billing:plan:acme")
except redis.RedisError as e:
    out["redis_noperm_key"] = {"text": str(e), "produced_by": PB}
# the raw RESP error line of a failed AUTH (redis-py strips the WRONGPASS code, so read the socket)
import socket
sk = socket.create_connection(("127.0.0.1", 56379))
sk.sendall(b"*3\r\n$4\r\nAUTH\r\n$10\r\nmcp-reader\r\n$8\r\nold-pass\r\n")
reply = sk.recv(512).decode()
sk.close()
assert reply.startswith("-")
out["redis_wrongpass"] = {"text": reply[1:].strip(), "produced_by": "Redis 7.0.15 (Debian redis-server) raw RESP error reply to AUTH"}
try:
    ro.get("cache:recent")
except redis.RedisError as e:
    out["redis_wrongtype"] = {"text": f"redis: {e}", "produced_by": PB}
save("redis_real", out)
for k, v in out.items():
    print("==", k, "::", v["text"])
