#!/bin/sh
# Compile a caller-submitted snippet as Main.java in a fresh dir with javac's localized messages (t25-083 ja, t25-084 zh_CN).
# usage: run_javac.sh SNIPPET LANG COUNTRY
d=$(mktemp -d /tmp/dev25-scratch/javac.XXXX)
cp "$1" "$d/Main.java"
cd "$d" && javac -J-Duser.language="$2" -J-Duser.country="$3" -encoding UTF-8 Main.java 2>&1
rm -rf "$d"
