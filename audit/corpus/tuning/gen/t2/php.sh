#!/bin/sh
# PHP 8.2 CLI; the "perm" run reads /etc/passwd as nobody inside a private mount namespace over a root-only copy
# kept in /tmp (fakepasswd.sh); nothing outside /tmp is written.
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/t2-php/app /tmp/t2-php-disk && cp files.php /tmp/t2-php/app/ExportController.php && chmod -R a+rX /tmp/t2-php
sh ./fakepasswd.sh
{ php /tmp/t2-php/app/ExportController.php; unshare -m --propagation private sh -c 'mount --bind /tmp/t2-ns/passwd /etc/passwd && runuser -u nobody -- php /tmp/t2-php/app/ExportController.php perm'; } > out/php.txt 2>&1
