<?php
// Helper run by gen/run_probes.py: real PHP failures, printed as the tool passes them on.
$cmd = $argv[1];
if ($cmd === 'pdo') {
    $db = new PDO('sqlite::memory:');
    $db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
    try { $st = $db->prepare('SELECT discount FROM coupons WHERE code = ?'); $st->execute([$argv[2]]); }
    catch (PDOException $e) { echo get_class($e) . ': ' . $e->getMessage(); }
} elseif ($cmd === 'typeerror') {
    try { $cfg = json_decode('{"rates": null}', true); array_key_exists('EUR', $cfg['rates']); }
    catch (TypeError $e) { echo $e->getMessage(); }
} elseif ($cmd === 'sock') {
    setlocale(LC_ALL, $argv[2]);
    $f = @fsockopen('127.0.0.1', (int)$argv[3], $errno, $errstr, 1.0);
    echo "fsockopen(): unable to connect to 127.0.0.1:{$argv[3]} ($errstr)";
} elseif ($cmd === 'file') {
    setlocale(LC_ALL, $argv[2]);
    $r = @file_get_contents($argv[3]);
    echo error_get_last()['message'];
}
