#!/bin/bash
# Real proxy error pages: nginx (Debian nginx-light 1.22) and HAProxy (Debian) in front of dead/slow backends.
# Output: /tmp/b-out/proxy-*.html (response bodies, verbatim)
set -u
W=/tmp/b-proxy; mkdir -p $W/logs /tmp/b-out
python3 - <<'PY' &
import socket, time
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", 18762)); s.listen(10)   # accepts, never answers: upstream timeout
conns = []
end = time.time() + 20
s.settimeout(1)
while time.time() < end:
    try: conns.append(s.accept()[0])
    except OSError: pass
PY
SLOW=$!
cat > $W/nginx.conf <<NG
daemon off; pid $W/nginx.pid; error_log $W/logs/error.log;
events {}
http {
  access_log off;
  server {
    listen 127.0.0.1:18760;
    location /dead/ { proxy_pass http://127.0.0.1:18761/; }
    location /slow/ { proxy_pass http://127.0.0.1:18762/; proxy_read_timeout 2s; }
  }
}
NG
nginx -p $W -c $W/nginx.conf & NGX=$!
cat > $W/haproxy.cfg <<HA
defaults
  mode http
  timeout connect 1s
  timeout client 5s
  timeout server 2s
frontend fe
  bind 127.0.0.1:18770
  default_backend be_down
  use_backend be_slow if { path_beg /slow }
backend be_down
  server app1 127.0.0.1:18761 check inter 500ms fall 1
backend be_slow
  server app2 127.0.0.1:18762
HA
haproxy -f $W/haproxy.cfg -db & HAP=$!
sleep 2
curl -s http://127.0.0.1:18760/dead/v1/orders > /tmp/b-out/proxy-nginx-502.html
curl -s http://127.0.0.1:18760/slow/v1/orders > /tmp/b-out/proxy-nginx-504.html
curl -s http://127.0.0.1:18770/v1/orders > /tmp/b-out/proxy-haproxy-503.html
curl -s http://127.0.0.1:18770/slow/v1/orders > /tmp/b-out/proxy-haproxy-504.html
kill $NGX $HAP $SLOW 2>/dev/null; wait 2>/dev/null
