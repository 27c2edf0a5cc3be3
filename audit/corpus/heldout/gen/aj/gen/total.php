<?php
declare(strict_types=1);
final class Rechnung {
    public function __construct(private array $posten) {}
    public function summe(int $rabattProzent): float {
        $s = array_sum(array_column($this->posten, "betrag"));
        return $s * (100 - $rabattProzent) / 100;
    }
}
function handle(array $args): string {
    $r = new Rechnung([["betrag" => 120.0], ["betrag" => 80.5]]);
    return number_format($r->summe($args["rabatt"]), 2, ",", ".");
}
try { echo handle(["rabatt" => $argv[1]]), "\n"; }
catch (Throwable $t) { echo get_class($t), ": ", $t->getMessage(), "\nStack trace:\n", $t->getTraceAsString(), "\n"; }
