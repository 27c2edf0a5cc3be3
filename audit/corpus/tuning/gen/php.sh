#!/bin/sh
# PHP 8.2 CLI (Debian php-cli, php-sqlite3); copied to a web-root-like path so traces name it.
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/helpdesk/src && cp shop.php /tmp/helpdesk/src/TicketController.php
php -d open_basedir=/var/www/html:/tmp /tmp/helpdesk/src/TicketController.php > out/php.txt 2>&1
