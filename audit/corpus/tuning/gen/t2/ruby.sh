#!/bin/sh
# Ruby 3.1; the "perm" run reads /etc/passwd as nobody inside a private mount namespace over a root-only copy
# kept in /tmp (fakepasswd.sh); nothing outside /tmp is written.
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/t2-ruby/app/services && cp files.rb /tmp/t2-ruby/app/services/export_service.rb && chmod -R a+rX /tmp/t2-ruby
sh ./fakepasswd.sh
{ ruby /tmp/t2-ruby/app/services/export_service.rb; unshare -m --propagation private sh -c 'mount --bind /tmp/t2-ns/passwd /etc/passwd && runuser -u nobody -- ruby /tmp/t2-ruby/app/services/export_service.rb perm'; } > out/ruby.txt 2>&1
