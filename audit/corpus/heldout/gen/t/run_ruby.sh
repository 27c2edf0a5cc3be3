#!/bin/sh
mkdir -p /tmp/ht-scratch/srv/library
cp "$(dirname "$0")/ruby_real.rb" /tmp/ht-scratch/srv/library/loan_tool.rb
ruby /tmp/ht-scratch/srv/library/loan_tool.rb > /tmp/ht-scratch/out/ruby.txt
