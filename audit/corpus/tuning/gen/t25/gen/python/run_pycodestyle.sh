#!/bin/sh
# Style-check a caller-submitted Python snippet read from stdin with pycodestyle 2.15 (t25-086).
/tmp/dev25-scratch/venv/bin/pycodestyle --max-line-length=100 - < "$1"
