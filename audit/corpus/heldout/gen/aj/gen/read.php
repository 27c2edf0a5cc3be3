<?php
// open_basedir-restricted reader of tenant uploads, as a PHP tool backend would run it.
$msgs = [];
set_error_handler(function ($no, $str) use (&$msgs) { $msgs[] = $str; return true; });
$data = file_get_contents($argv[1]);
if ($data === false) { echo implode("\n", $msgs), "\n"; }
