#!/bin/sh
# A root-only copy of a passwd file in /tmp, bind-mounted over /etc/passwd inside a private mount namespace
# (unshare -m --propagation private) so that a reader running as nobody gets the OS's own EACCES for /etc/passwd.
mkdir -p /tmp/t2-ns
printf 'root:x:0:0:root:/root:/bin/bash\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n' > /tmp/t2-ns/passwd
chmod 600 /tmp/t2-ns/passwd
chmod 755 /tmp/t2-ns
