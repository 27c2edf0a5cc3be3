<?php
// PHP 8.2 CLI failures. Run: see php.sh. Prints "=== key ===" sections.
function section($key, $text) { echo "=== $key ===\n$text\n"; }

// DateTime rejecting the canary.
try { new DateTimeImmutable("twaudit-b5c91e02' OR '1'='1' --"); }
catch (Exception $e) { section("datetime", $e->getMessage()); }

// open_basedir (set on the command line by php.sh) rejecting a traversal path.
$root = "/var/www/html/uploads";
$path = $root . "/" . "twaudit-3f8a60d5/../../../../../../../etc/passwd";
$warnings = [];
set_error_handler(function ($no, $str) use (&$warnings) { $warnings[] = $str; return true; });
$data = file_get_contents($path);
restore_error_handler();
if ($data === false) { section("open-basedir", $warnings[0]); }

// PDO (SQLite) with a query built by string concatenation.
$db = new PDO("sqlite::memory:");
$db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
$db->exec("CREATE TABLE tickets (id INTEGER PRIMARY KEY, subject TEXT, status TEXT)");
$q = "twaudit-a07d4e19' OR '1'='1' --";
try { $db->query("SELECT id, subject FROM tickets WHERE (subject LIKE '%" . $q . "%' AND status = 'open') ORDER BY id"); }
catch (PDOException $e) { section("pdo", get_class($e) . ": " . $e->getMessage()); }

// An uncaught exception in a handler, rendered the way PHP renders it.
class TicketController {
    public function show(array $params) { return $this->load((int)$params["id"]); }
    private function load(int $id) { throw new RuntimeException("Ticket $id could not be loaded"); }
}
try { (new TicketController())->show(["id" => "twaudit-6d2f0a8c"]); }
catch (Throwable $e) { section("uncaught", "PHP Fatal error:  Uncaught " . $e . "\n  thrown in " . $e->getFile() . " on line " . $e->getLine()); }
