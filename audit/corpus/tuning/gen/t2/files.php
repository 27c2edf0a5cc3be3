<?php
// Second-batch PHP generator (PHP 8.2 CLI): prints "=== key ===" sections of error text as a PHP MCP server
// would pass them on. Laravel's validator (Debian php-illuminate-validation 8.83) with its own English
// messages, a backed enum, Flysystem 1.x (Debian php-league-flysystem) with a Local adapter, and SplFileObject
// on a path canonicalized by Symfony Filesystem's Path (Debian php-symfony-filesystem).
require '/usr/share/php/Illuminate/Validation/autoload.php';
require '/usr/share/php/Illuminate/Translation/autoload.php';
require '/usr/share/php/League/Flysystem/autoload.php';
require '/usr/share/php/Symfony/Component/Filesystem/autoload.php';

use Illuminate\Translation\ArrayLoader;
use Illuminate\Translation\Translator;
use Illuminate\Validation\Factory;

function section($k, $v) { echo "=== $k ===\n$v\n"; }

if (($argv[1] ?? '') === 'perm') {
    // run as nobody: the OS refuses the read
    $root = '/var/www/storage/app/exports';
    $path = $root . '/' . 'twaudit-4d8a1b6e/../../../../../../../etc/passwd';
    set_error_handler(function ($no, $str) { throw new ErrorException($str, 0, $no); });
    // Symfony's Path::canonicalize resolves '..' lexically, as the export controller does before opening
    try { new SplFileObject(Symfony\Component\Filesystem\Path::canonicalize($path)); }
    catch (Throwable $e) { section('splfileobject', get_class($e) . ': ' . $e->getMessage()); }
    exit;
}

// Laravel's shipped English lines for the rules used (resources/lang/en/validation.php)
$lines = ['validation.in' => 'The selected :attribute is invalid.', 'validation.integer' => 'The :attribute must be an integer.',
          'validation.max.numeric' => 'The :attribute must not be greater than :max.', 'validation.date_format' => 'The :attribute does not match the format :format.'];
$v = new Factory(new Translator(new ArrayLoader(), 'en'));
(function () use ($lines) { $this->loader->addMessages('en', 'validation', array_combine(array_map(fn($k) => substr($k, 11), array_keys($lines)), $lines)); })->call($v->getTranslator());

$val = $v->make(['status' => "twaudit-93b0e7c2"], ['status' => 'in:open,closed'], ['status.in' => ':input is not a valid status.']);
section('laravel-input', json_encode(['message' => $val->errors()->first(), 'errors' => $val->errors()->toArray()], JSON_UNESCAPED_SLASHES));

$val = $v->make(['limit' => 987654321987], ['limit' => 'integer|max:100']);
section('laravel-max', json_encode(['message' => $val->errors()->first(), 'errors' => $val->errors()->toArray()], JSON_UNESCAPED_SLASHES));

enum Status: string { case Open = 'open'; case Closed = 'closed'; }
try { Status::from("twaudit-2f7c9a15"); } catch (ValueError $e) { section('enum-from', get_class($e) . ': ' . $e->getMessage()); }

$fs = new League\Flysystem\Filesystem(new League\Flysystem\Adapter\Local('/tmp/t2-php-disk'));
try { $fs->read('twaudit-e0c4b927/../../../../../../../etc/passwd'); }
catch (Throwable $e) { section('flysystem', get_class($e) . ': ' . $e->getMessage()); }
